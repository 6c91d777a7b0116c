import FrolicCore

/// The numbers the bases ask for, round by round: 1…`count` shuffled, dealt
/// `perRound` at a time, so no number comes up twice in a game.
enum PasscodeBaseNumbers {
    static func deal(count: Int, rounds: Int, perRound: Int, using random: inout SeededRandom) -> [[Int]] {
        var numbers = Array(1...max(1, count))
        // Fisher–Yates with our own generator: Swift's `shuffled()` may change
        // its algorithm between releases, and with it every snapshot.
        for i in stride(from: numbers.count - 1, to: 0, by: -1) {
            numbers.swapAt(i, random.integer(0, i))
        }
        return (0..<rounds).map { r in Array(numbers[(r * perRound)..<((r + 1) * perRound)]) }
    }
}
