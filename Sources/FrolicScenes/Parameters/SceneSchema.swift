/// The JSON Schema of a scene file, for editors (completion and checking
/// while typing): the keys every scene has, and exactly one effect block
/// whose keys come from its parameter declarations.
public enum SceneSchema {
    public static var json: JSONValue {
        let effects: [(String, JSONValue)] = allEffects.map { ($0.key, .object(block($0))) }
        return .object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("title", "Frolic scene file"),
            ("type", "object"),
            ("properties", .object(header + effects + composition)),
            ("required", .array(["name", "fps", "duration"])),  // size too, unless a backdrop picture gives it
            ("oneOf", .array((allEffects.map { $0.key } + ["effects"]).map { .object([("required", .array([.string($0)]))]) })),
            ("additionalProperties", .bool(false)),
        ])
    }

    private static func block<E: Effect>(_ effect: E.Type) -> [(String, JSONValue)] {
        ParameterSchema.object(E.parameters, defaults: E()) + [("description", .string(E.summary))]
    }

    /// `backdrop` and `effects`, the form that puts effects over any screen.
    private static var composition: [(String, JSONValue)] {
        [("backdrop", .object(ParameterSchema.object(Backdrop.parameters, defaults: Backdrop())
                              + [("description", "what the effects are drawn over")])),
         ("effects", .object([("type", "array"), ("minItems", 1), ("description", "effects drawn over the backdrop, in order"),
                              ("items", .object([("oneOf", .array(allLayers.map { .object(entry($0)) }))]))]))]
    }

    private static func entry<L: LayerEffect>(_ layer: L.Type) -> [(String, JSONValue)] {
        [("type", "object"),
         ("properties", .object([(L.key, .object(ParameterSchema.object(L.parameters, defaults: L()) + [("description", .string(L.summary))]))])),
         ("required", .array([.string(L.key)])), ("additionalProperties", .bool(false))]
    }

    /// The keys every scene has (decoded in SceneFile, where their checks live).
    private static let header: [(String, JSONValue)] = [
        ("name", .object([("type", "string"), ("pattern", .string(SceneName.pattern)), ("maxLength", .number(Double(SceneName.maxLength))),
                          ("description", "the scene's name: default output <name>.gif and snapshot folder")])),
        ("description", .object([("type", "string"), ("minLength", 1), ("maxLength", 200), ("description", "one line for `frolic examples`")])),
        ("size", .object(ParameterSchema.pair(1...4096) + [("description", "[width, height] in points")])),
        ("fps", .object([("type", "integer"), ("minimum", 1), ("maximum", 100), ("description", "frames per second of the GIF")])),
        ("duration", .object([("type", "number"), ("exclusiveMinimum", 0), ("maximum", 600), ("description", "seconds")])),
        ("seed", .object([("type", "integer"), ("minimum", 0), ("default", 1), ("description", "the random generator's seed (--seed replaces it)")])),
        ("script", .object([("type", "array"), ("description", "timed gestures"), ("items", .object([
            ("type", "object"),
            ("properties", .object([
                ("at", .object([("type", "number"), ("minimum", 0), ("description", "seconds from the start")])),
                ("gesture", .object([("enum", .array(["shake", "tap", "scroll", "drag"]))])),
                ("point", .object(ParameterSchema.pair + [("description", "tap: where")])),
                ("target", .object([("type", "integer"), ("description", "tap: what the scene numbers this")])),
                ("to", .object([("type", "number"), ("description", "scroll: the content offset to drag to")])),
                ("duration", .object([("type", "number"), ("description", "scroll, drag: seconds")])),
                ("path", .object([("type", "array"), ("items", .object(ParameterSchema.pair)), ("minItems", 2), ("maxItems", 100),
                                  ("description", "drag: the finger's points, travelled at an even pace")])),
            ])),
            ("required", .array(["at", "gesture"])),
            ("additionalProperties", .bool(false)),
        ]))])),
        ("showGestures", .object([("type", "boolean"), ("default", .bool(true)), ("description", "draw touches and the shake badge")])),
    ]
}
