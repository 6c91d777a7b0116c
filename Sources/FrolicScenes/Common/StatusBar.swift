import FrolicCore

/// The iOS status bar every screen shows at its top: signal, carrier, the
/// time, battery. One drawing for all scenes, so the stand-in screens read as
/// the same phone; each scene only chooses the ink (dark on light bars, white
/// over photographs).
package struct StatusBar: Sendable {
    package static let height = 20.0

    package var ink: Color

    package init(ink: Color) { self.ink = ink }

    package func draw(width w: Double) -> [DrawCommand] {
        var out: [DrawCommand] = (0..<4).map { i in
            let h = 4.0 + 2 * Double(i)
            return .rect(Rect(x: 6 + Double(i) * 4.5, y: 14 - h, width: 3, height: h), cornerRadius: 0.7, style: .fill(ink))
        }
        out += [
            .text(TextRun("Carrier", in: Rect(x: 30, y: 0, width: 80, height: Self.height), fontSize: 12, color: ink)),
            .text(TextRun("9:41", in: Rect(x: 0, y: 0, width: w, height: Self.height), fontSize: 12, color: ink,
                          weight: .bold, alignment: .center)),
            .rect(Rect(x: w - 31, y: 6, width: 22, height: 10.5), cornerRadius: 2.5,
                  style: ShapeStyle(stroke: ink.withAlpha(0.45 * ink.a), lineWidth: 1)),
            .rect(Rect(x: w - 29, y: 8, width: 17, height: 6.5), cornerRadius: 1.2, style: .fill(ink)),
            .rect(Rect(x: w - 8.5, y: 9.5, width: 1.5, height: 3.5), cornerRadius: 0.7, style: .fill(ink.withAlpha(0.45 * ink.a))),
        ]
        return out
    }
}
