import FrolicScenes
import Synchronization

/// The plays of scenes (`SceneRenderer.play`, and a scene played beside
/// one) made while a test watches, bound to `current` for the task: a
/// snapshot must play each scene once, whatever sinks it fills.
package final class PlayLog: Sendable {
    @TaskLocal package static var current: PlayLog?

    /// A scene played: its file and its header (a recorded scene shares the file's path).
    package struct Play: Hashable, Sendable {
        package var scenePath: String
        package var header: SceneHeader
    }

    private let log = Mutex<[Play]>([])

    package init() {}

    /// Every play, in the order they began.
    package var plays: [Play] { log.withLock { $0 } }

    func add(_ renderer: SceneRenderer) {
        log.withLock { $0.append(Play(scenePath: renderer.scenePath, header: renderer.header)) }
    }
}
