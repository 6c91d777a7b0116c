import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender
import FrolicScenes
import Synchronization

/// The state behind a preview page: what is previewed (`PreviewSubject`), its latest
/// render (or error), the files it reads and their stamps. Renders run one at
/// a time on a thread of their own (`NewestRenderQueue`), never on the
/// server's event loops; each one shown is announced on `events`.
package final class LivePreview: Sendable {
    /// What to render: the subject as it is on disk, or a copy of its scene
    /// edited in the page (parameters), which is not saved.
    package enum Source: Sendable {
        case file
        case draft(Data)
    }

    /// The latest render shown, and its number (what `/events` announces).
    package struct Shown: Sendable {
        package var version: Int
        package var render: PreviewRender
        package var draft: Bool
    }

    package let options: RenderOptions
    /// The line the command line prints for an error, options named as it
    /// names them; nil for one it does not know.
    package let errorLine: @Sendable (any Error) -> FrolicError?
    package let events = EventHub()
    /// Where renders are written and read back (a folder of its own).
    private let folder: String

    private struct State {
        var subject: PreviewSubject
        var queue = NewestRenderQueue<Source>()
        var shown: Shown?
        var watchPaths: [String]
        var stamps: FileStamps
        var renders = 0
    }
    private let state: Mutex<State>
    /// Signalled whenever a render is shown, for `waitForRender`.
    private let shownCondition = NSCondition()

    /// How often the watcher looks at the files (an editor's save is seen within this).
    package static let pollInterval = Duration.milliseconds(250)

    package init(_ subject: PreviewSubject, options: RenderOptions, folder: String,
                 errorLine: @escaping @Sendable (any Error) -> FrolicError? = FrolicError.line(for:)) {
        self.options = options
        self.errorLine = errorLine
        self.folder = folder
        state = Mutex(State(subject: subject, watchPaths: subject.files, stamps: FileStamps(subject.files)))
    }

    package convenience init(scenePath: String, options: RenderOptions, folder: String,
                             errorLine: @escaping @Sendable (any Error) -> FrolicError? = FrolicError.line(for:)) {
        self.init(.sceneFile(scenePath), options: options, folder: folder, errorLine: errorLine)
    }

    /// The page's line for an error about `subject`: the command line's,
    /// or the error at the subject's file when the command line has none.
    package func line(for error: any Error, subject: PreviewSubject) -> String {
        (errorLine(error) ?? FrolicError(file: subject.path, field: "file", "\(error)")).description
    }

    package var shown: Shown? { state.withLock { $0.shown } }

    /// A new `/events` stream and the event of the render shown now (nil
    /// before the first), taken together: a render shown meanwhile is
    /// announced once, in one or the other, never in both.
    package func subscribe() -> (stream: AsyncStream<String>, current: String?) {
        state.withLock { state in
            (events.subscribe(), state.shown.map { Self.event(version: $0.version, render: $0.render) })
        }
    }

    /// What is previewed now.
    package var subject: PreviewSubject { state.withLock { $0.subject } }

    /// Previews `subject` from now on (a picture's scene once saved as a file),
    /// watching its file, and renders it.
    package func follow(_ subject: PreviewSubject) {
        state.withLock { state in
            state.subject = subject
            state.watchPaths = subject.files
            state.stamps = FileStamps(subject.files)
        }
        ask(.file)
    }

    /// Renders the scene file now and waits for it: the first render, before the page is served.
    package func renderFirst() {
        ask(.file)
        waitForRender(after: 0)
    }

    /// Blocks until a render with a version above `version` is shown.
    package func waitForRender(after version: Int) {
        shownCondition.lock()
        while (shown?.version ?? 0) <= version { shownCondition.wait() }
        shownCondition.unlock()
    }

    /// Asks for a render of `source`; it starts at once, or after the one
    /// running, replacing any ask still waiting. Returns the ask's number.
    @discardableResult
    package func ask(_ source: Source) -> Int {
        let (number, startNow) = state.withLock { $0.queue.ask(source) }
        if startNow { startThread(number, source) }
        return number
    }

    /// One look at the watched files: asks for a render of the file when any changed.
    /// Returns whether one did.
    @discardableResult
    package func poll() -> Bool {
        let changed: Bool = state.withLock { state in
            let now = FileStamps(state.watchPaths)
            guard now != state.stamps else { return false }
            state.stamps = now
            return true
        }
        if changed { ask(.file) }
        return changed
    }

    /// The files watched now.
    package var watchedPaths: [String] { state.withLock { $0.watchPaths } }

    private func startThread(_ number: Int, _ source: Source) {
        let thread = Thread { [self] in run(number, source) }
        thread.stackSize = 8 << 20
        thread.start()
    }

    private func run(_ first: Int, _ firstSource: Source) {
        var job: (number: Int, source: Source)? = (first, firstSource)
        while let (number, source) = job {
            let (serial, subject) = state.withLock { s -> (Int, PreviewSubject) in s.renders += 1; return (s.renders, s.subject) }
            var draft: Data?
            if case .draft(let data) = source { draft = data }
            let render = PreviewRender.render(subject, draft: draft, options: options, folder: folder, serial: serial,
                                              stop: { [self] in state.withLock { $0.queue.isSuperseded(number) } },
                                              errorLine: { [self] in line(for: $0, subject: subject) })
            let (show, next): (Bool, (number: Int, job: Source)?) = state.withLock { state in
                let (show, next) = state.queue.finished(number)
                // A subject followed meanwhile keeps its own watch (its render is asked already).
                guard state.subject.path == subject.path else { return (false, next) }
                // The files a render read are watched from now on; a broken scene
                // keeps the pictures it used while it still rendered (one may be why).
                let read = render.errorLine == nil ? render.inputs : state.watchPaths + render.inputs
                var paths = subject.files
                for path in read where !paths.contains(path) { paths.append(path) }
                // A file new to the watch is stamped now; the others keep the stamp
                // the last poll saw, so a save during this render is still seen.
                let old = Dictionary(state.stamps.entries.map { ($0.path, $0.stamp) }, uniquingKeysWith: { a, _ in a })
                state.watchPaths = paths
                state.stamps = FileStamps(entries: paths.map { ($0, old[$0] ?? FileStamps.stamp(of: $0)) })
                guard show else { return (false, next) }
                let version = (state.shown?.version ?? 0) + 1
                var isDraft = false
                if case .draft = source { isDraft = true }
                state.shown = Shown(version: version, render: render, draft: isDraft)
                // Under the lock, as `subscribe` reads `shown`.
                events.send(Self.event(version: version, render: render))
                return (true, next)
            }
            if show {
                shownCondition.lock(); shownCondition.broadcast(); shownCondition.unlock()
            }
            job = next.map { ($0.number, $0.job) }
        }
    }

    /// The `/events` message for a render: its version, and its error line if any.
    static func event(version: Int, render: PreviewRender) -> String {
        var pairs: [(String, JSONValue)] = [("version", .number(Double(version)))]
        if let line = render.errorLine { pairs.append(("error", .string(line))) }
        return JSONValue.object(pairs).compact
    }
}
