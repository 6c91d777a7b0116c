import Foundation
import FrolicRender
import FrolicTestSupport
import Testing
@testable import FrolicPreview

/// `frolic preview recording`: a scene over a screen recording plays in the
/// page as `frolic render` writes it, and the page is told its length to scrub.
@Suite struct RecordingPreviewTests {
    @Test func aRecordingSceneIsServedAsRenderWritesIt() async throws {
        let scene = ExampleScenes.scene("recording")
        let preview = LivePreview(.sceneFile(scene), options: RenderOptions(), folder: try testFolder())
        try await withServer({ announce in try await Preview.serve(preview, host: "127.0.0.1", port: 0, announce: announce) }) { port in
            let gif = try await RawHTTP.request(port: port, "/render.gif")
            #expect(gif.status == 200)
            #expect(gif.body == (try Data(contentsOf: URL(fileURLWithPath: ExampleScenes.folder + "/recording.gif"))))
            let info = try JSONSerialization.jsonObject(with: await RawHTTP.request(port: port, "/info.json").body) as? [String: Any]
            let header = try #require(info?["scene"] as? [String: Any])
            // The scrubber's range, and the touches on the recording as marks on it.
            #expect(header["frames"] as? Double == 155 && header["duration"] as? Double == 6.2, "\(header)")
            #expect((header["gestures"] as? [[String: Any]])?.map { $0["frame"] as? Double } == [11, 45, 63], "\(header)")
        }
    }
}
