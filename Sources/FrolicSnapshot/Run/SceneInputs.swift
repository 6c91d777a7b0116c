import Foundation
import FrolicCore

/// What a scene's check rendered from: the scene file's bytes and a digest
/// of every file it reads. Its `token` stands for a result a reviewer saw, so
/// an Accept records only that: an edit saved after the page loaded changes
/// the token, and the recording refuses (`SceneChangedError`) instead of
/// taking what nobody reviewed as the reference.
package struct SceneInputs: Sendable, Hashable {
    package let sceneData: Data
    let inputs: InputsRecord
    /// FNV-1a 64 over the scene file's digest and the inputs' record.
    package let token: String

    init(sceneData: Data, inputs: InputsRecord) {
        self.sceneData = sceneData
        self.inputs = inputs
        token = FNV1a.hex(Data((FNV1a.hex(sceneData) + "\n").utf8) + inputs.encoded())
    }

    /// What differs from `shown`, one phrase each: the scene file's fields, then the inputs.
    func changes(since shown: SceneInputs) -> [String] {
        var out: [String] = []
        if sceneData != shown.sceneData {
            let fields = SceneDiff.changes(recorded: shown.sceneData, now: sceneData) ?? []
            out.append("scene file changed" + (fields.isEmpty ? "" : ": " + fields.prefix(ContentCheck.changesNamed).map(\.text).joined(separator: ", ")))
        }
        return out + inputs.changes(from: shown.inputs)
    }
}

/// The scene or a file it reads changed between the check a reviewer saw and
/// the Accept that would record it: nothing is recorded.
package struct SceneChangedError: Error, Hashable, Sendable, LocatedError {
    package var file: String
    package var changes: [String]

    package var field: String { "scene" }

    package var message: String {
        "changed since the page showed it (\(changes.joined(separator: ", "))); nothing was recorded: reload the page to review it"
    }
}
