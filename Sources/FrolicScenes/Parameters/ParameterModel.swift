import FrolicCore

/// A value whose scene-file keys are declared as `Parameter`s: an effect's
/// block, or a part of one (a product, a cell). `init()` holds the defaults,
/// which are the originals' numbers.
package protocol ParameterModel {
    init()
    static var parameters: [Parameter<Self>] { get }
    /// Keys a scene file must give (most have defaults and none is required).
    static var requiredKeys: [String] { get }
    /// A problem that only shows across keys (too many fragments, a fade that
    /// starts too early): the key to blame and what is wrong, or nil.
    static func problem(with model: Self) -> (key: String, problem: SceneFileError.Problem)?
}

extension ParameterModel {
    package static func problem(with model: Self) -> (key: String, problem: SceneFileError.Problem)? { nil }
    package static var requiredKeys: [String] { [] }

    /// The model from the object `decoder` holds: defaults for absent keys,
    /// an error at the key for anything unknown, mistyped or out of range.
    /// `alongside` names keys of the same object that others read.
    package static func decode(from decoder: Decoder, alongside: [String] = []) throws -> Self {
        var model = Self()
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        // A misspelt required key is reported as the unknown key it is, not as a missing one.
        try decoder.rejectUnknownKeys(parameters.map(\.key) + alongside)
        if let missing = requiredKeys.first(where: { !c.contains(AnyCodingKey(stringValue: $0)) }) {
            throw DecodingError.keyNotFound(AnyCodingKey(stringValue: missing), .init(codingPath: decoder.codingPath, debugDescription: "missing"))
        }
        try Parameter.readAll(parameters, from: decoder, into: &model, alongside: alongside)
        if let problem = problem(with: model) {
            throw DecodingError.scene(problem.problem, at: decoder.codingPath + [AnyCodingKey(stringValue: problem.key)])
        }
        return model
    }
}

/// Decodes a `ParameterModel` where Swift wants a `Decodable` (array elements).
struct Decoded<Model: ParameterModel>: Decodable {
    var model: Model
    init(from decoder: Decoder) throws { model = try Model.decode(from: decoder) }
}
