import FrolicCore

/// The card that slides in from above when a round is complete: a white
/// rounded panel with a title, a few lines of text and (between rounds) the
/// original's button. The final card has no button and stays.
struct PasscodeCard: Hashable, Sendable {
    /// The round just finished, 1-based.
    var round: Int
    /// The numbers found in that round, in base order.
    var numbers: [Int]
    /// The game is over: the final card, which stays.
    var isFinal: Bool
    /// The button starts the game over (`replay`) rather than the next round.
    var replays = false
    /// Where the card comes to rest.
    var frame: Rect
    /// Tick the slide in started.
    var shownAt: Int
    /// Tick the slide out started (after the button was pressed).
    var dismissedAt: Int?
    var slideTicks: Int

    /// Resting and waiting for its button.
    func isWaiting(at tick: Int) -> Bool { dismissedAt == nil && tick - shownAt >= slideTicks }

    /// Slid out completely: the card can go.
    func isGone(at tick: Int) -> Bool {
        guard let out = dismissedAt else { return false }
        return tick - out >= slideTicks
    }

    /// The frame at `tick`: from just above the board (bottom edge at y = 0)
    /// down to `frame`, and back up once dismissed, ease-in-out both ways.
    func frame(at tick: Int) -> Rect {
        let above = -frame.height
        let slide = { (start: Int, from: Double, to: Double) -> Double in
            Tween(from: from, to: to, duration: Double(max(1, slideTicks)), curve: .easeInOut).value(at: Double(tick - start))
        }
        let y = dismissedAt.map { slide($0, frame.minY, above) } ?? slide(shownAt, above, frame.minY)
        return Rect(x: frame.minX, y: y, width: frame.width, height: frame.height)
    }

    /// The button, in a card at `card`.
    static func buttonFrame(in card: Rect) -> Rect {
        Rect(x: card.minX + 30, y: card.maxY - 80, width: card.width - 60, height: 50)
    }

    func draw(at tick: Int) -> [DrawCommand] {
        let f = frame(at: tick)
        guard f.maxY > 0 else { return [] }
        let ink = Color(0.20, 0.20, 0.24)
        let accent = Color(0.00, 0.48, 1.00)
        var out: [DrawCommand] = [
            .rect(f.offsetBy(dx: 0, dy: 4), cornerRadius: 18, style: .fill(Color(0, 0, 0, 0.12))),
            .rect(f, cornerRadius: 18, style: .fill(.white)),
        ]
        let title = isFinal ? "All done!" : "Round \(round) complete"
        out.append(.text(TextRun(title, in: Rect(x: f.minX, y: f.minY + 40, width: f.width, height: 40),
                                 fontSize: isFinal ? 28 : 26, color: ink, weight: .bold, alignment: .center)))
        let lines = isFinal
            ? ["The passcode is cracked.", "Every number found."]
            : ["You found \(numbers.count) numbers:", numbers.map(String.init).joined(separator: "  ·  "),
               replays ? "Ready to play again?" : "Ready for round \(round + 1)?"]
        for (i, line) in lines.enumerated() {
            let big = !isFinal && i == 1
            out.append(.text(TextRun(line, in: Rect(x: f.minX + 10, y: f.minY + 110 + 60 * Double(i), width: f.width - 20, height: 36),
                                     fontSize: big ? 26 : 17, color: big ? accent : ink,
                                     weight: big ? .bold : .regular, alignment: .center)))
        }
        if !isFinal {
            let button = Self.buttonFrame(in: f)
            out.append(.rect(button, cornerRadius: 12, style: .fill(accent)))
            out.append(.text(TextRun(replays ? "Play again" : "Next round", in: button, fontSize: 18, color: .white, weight: .bold, alignment: .center)))
        }
        return out
    }
}
