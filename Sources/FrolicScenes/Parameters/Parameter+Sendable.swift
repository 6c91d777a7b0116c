// Unchecked: a Parameter is immutable once declared, and its closures capture only
// key paths and pure functions, but Swift 6 does not count key paths as Sendable.
extension Parameter: @unchecked Sendable {}
