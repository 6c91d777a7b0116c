extension Parameter: @unchecked Sendable {}  // unchecked: immutable once declared; its closures capture key paths, which Swift does not count as Sendable
