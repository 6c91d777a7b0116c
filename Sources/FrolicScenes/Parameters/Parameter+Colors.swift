import FrolicCore

extension Parameter {
    /// A list of colours (a preset's palette), each as `ColorValue` reads one.
    package static func colors(_ key: String, _ path: WritableKeyPath<Model, [Color]> & Sendable, count: ClosedRange<Int>,
                              _ doc: String) -> Parameter {
        value(key, path, accepts: "\(count.lowerBound)…\(count.upperBound) colours",
              schema: [("type", "array"), ("items", .object(ParameterSchema.color)),
                       ("minItems", .number(Double(count.lowerBound))), ("maxItems", .number(Double(count.upperBound)))],
              json: { .array($0.map(JSONValue.color)) },
              decode: { c, k in
                  guard let colors = try c.decodeIfPresent([ColorValue].self, forKey: k) else { return nil }
                  guard count.contains(colors.count) else {
                      throw DecodingError.scene(.outOfRange("expected \(count.lowerBound) to \(count.upperBound) colours, got \(colors.count)"),
                                                forKey: k, in: c)
                  }
                  return colors.map(\.color)
              }, doc)
    }
}
