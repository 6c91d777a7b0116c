/// The JSON Schema of a scene file, for editors (completion and checking
/// while typing): the keys every scene has, and exactly one effect block
/// whose keys come from its parameter declarations.
package enum SceneSchema {
    package static var json: JSONValue { json(effects: .standard) }

    /// The schema of scene files whose effects are those of `registry`.
    package static func json(effects registry: EffectRegistry) -> JSONValue {
        let effects: [(String, JSONValue)] = registry.presets.map { ($0.key, .object(block($0.model))) }
        return .object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("title", "Frolic scene file"),
            ("type", "object"),
            ("properties", .object(header + effects + composition(registry))),
            ("required", .array(SceneHeader.requiredKeys.map(JSONValue.string))),  // size and duration too, unless a backdrop picture or movie gives them
            ("oneOf", .array(registry.presetNames.map { .object([("required", .array([.string($0)]))]) }
                + [.object([("anyOf", .array([SceneFile.effectsKey, Flow.screensKey].map { .object([("required", .array([.string($0)]))]) }))])])),
            ("additionalProperties", .bool(false)),
        ])
    }

    private static func block(_ preset: any PresetModel.Type) -> [(String, JSONValue)] { open(preset) }

    private static func open<E: PresetModel>(_ effect: E.Type) -> [(String, JSONValue)] {
        ParameterSchema.object(E.parameters, defaults: E()) + [("description", .string(E.summary))]
    }

    /// `backdrop` and `effects`, the form that puts effects over any screen.
    private static func composition(_ registry: EffectRegistry) -> [(String, JSONValue)] {
        [(SceneFile.backdropKey, .object(ParameterSchema.object(Backdrop.parameters, defaults: Backdrop())
                              + [("description", "what the effects are drawn over")])),
         (SceneFile.effectsKey, .object([("type", "array"), ("minItems", 1), ("description", "effects drawn over the backdrop, in order"),
                              ("items", .object([("oneOf", .array(registry.layers.map { .object(entry($0)) }))]))])),
         (Flow.screensKey, .object([("type", "array"), ("minItems", 1), ("maxItems", .number(Double(FlowStep.maxScreens))),
                                    ("description", "a flow's screens, in place of `backdrop`: each takes a backdrop's keys"),
                                    ("items", .object(screenItem(registry)))])),
         (Flow.flowKey, .object([("type", "array"), ("description", "the moves between the screens"),
                                 ("items", .object(ParameterSchema.object(FlowStep.parameters, defaults: FlowStep())))])),
         (SceneFile.frameKey, .object(ParameterSchema.object(DeviceFrame.parameters, defaults: DeviceFrame())
                                      + [("description", "the device the screen is shown in; the GIF grows by it")]))]
    }

    /// A flow's screen: a backdrop's keys and its own `effects`.
    private static func screenItem(_ registry: EffectRegistry) -> [(String, JSONValue)] {
        let effects: JSONValue = .object([("type", "array"), ("minItems", 1),
                                          ("description", "effects of this screen alone, drawn while it shows, `at` counted from when it is in"),
                                          ("items", .object([("oneOf", .array(registry.layers.map { .object(entry($0)) }))]))])
        return ParameterSchema.object(Backdrop.parameters, defaults: Backdrop()).map { key, value in
            guard key == "properties", case .object(let pairs) = value else { return (key, value) }
            return (key, .object(pairs + [(SceneFile.effectsKey, effects)]))
        }
    }

    private static func entry<L: LayerEffect>(_ layer: L.Type) -> [(String, JSONValue)] {
        [("type", "object"),
         ("properties", .object([(L.key, .object(ParameterSchema.object(L.parameters, defaults: L()) + [("description", .string(L.summary))]))])),
         ("required", .array([.string(L.key)])), ("additionalProperties", .bool(false))]
    }

    /// The keys every scene has, from their declarations.
    private static var header: [(String, JSONValue)] {
        SceneHeader.parameters.map { ($0.key, .object(ParameterSchema.property($0, SceneHeader(), required: SceneHeader.requiredKeys))) }
    }
}
