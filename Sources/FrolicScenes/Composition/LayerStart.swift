import FrolicCore

extension Parameter {
    /// `start` and `at`, the keys every layer has, declared here once so that
    /// they mean, accept and document the same in every layer; each layer's
    /// default `start` is its original's (its model's value).
    static func start(_ start: WritableKeyPath<Model, Trigger> & Sendable, at: WritableKeyPath<Model, Double> & Sendable) -> [Parameter] {
        [.choice("start", start, "what starts the effect: a shake, any tap, a pull (a `scroll` or `drag`), or the moment `at`; "
                    + "the default is the original's"),
         .number("at", at, 0...SceneLimits.seconds, "with `start: \"time\"`, seconds from the beginning")]
    }
}
