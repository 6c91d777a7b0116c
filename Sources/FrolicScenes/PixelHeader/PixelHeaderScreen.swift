import FrolicCore

/// The screen around the effect: MGSpoty's overlay (the artist's name and a
/// follow button over the picture), the track rows of the table, and an iOS
/// status bar with a back chevron. Values in, draw commands out.
struct PixelHeaderScreen: Sendable {
    static let background = Color(hex: 0x121212)
    static let rowHeight = 56.0
    static let secondaryText = Color(hex: 0xA7A7A7)
    static let separator = Color(hex: 0x2A2A2A)

    let size: Size
    let headerHeight: Double
    let title: String
    let subtitle: String
    let tracks: [String]

    /// The content's height: the transparent header section, then the rows.
    var contentHeight: Double { headerHeight + Double(tracks.count) * Self.rowHeight }

    /// The overlay in header coordinates (its frame is the header's bounds).
    func overlay() -> [DrawCommand] {
        let w = size.width, h = headerHeight
        let button = Rect(x: w / 2 - 55, y: h * 0.80, width: 110, height: 30)
        return [
            .text(TextRun(title, in: Rect(x: 0, y: h * 0.58, width: w, height: 40), fontSize: 32,
                          color: .white, weight: .bold, alignment: .center)),
            .text(TextRun(subtitle, in: Rect(x: 0, y: h * 0.58 + 40, width: w, height: 22), fontSize: 13,
                          color: Color(1, 1, 1, 0.85), alignment: .center)),
            .rect(button, cornerRadius: 15, style: ShapeStyle(stroke: .white, lineWidth: 1.5)),
            .text(TextRun("FOLLOW", in: button, fontSize: 12, color: .white, weight: .bold, alignment: .center)),
        ]
    }

    /// The table's rows for content offset `o`: an opaque background from the
    /// end of the header section down, then every row on screen.
    func rows(offset o: Double) -> [DrawCommand] {
        let top = headerHeight - o
        let bottom = min(size.height, top + Double(tracks.count) * Self.rowHeight)
        guard bottom > max(0, top) else { return [] }
        var out: [DrawCommand] = [
            .rect(Rect(x: 0, y: max(0, top), width: size.width, height: bottom - max(0, top)),
                  style: .fill(Self.background)),
        ]
        for (i, track) in tracks.enumerated() {
            let y = top + Double(i) * Self.rowHeight
            guard y + Self.rowHeight > 0, y < size.height else { continue }
            out += row(number: i + 1, title: track, y: y)
        }
        return out
    }

    private func row(number: Int, title: String, y: Double) -> [DrawCommand] {
        let minutes = 2 + (number * 7) % 3, seconds = (number * 23 + 11) % 60
        let length = "\(minutes):\(seconds < 10 ? "0" : "")\(seconds)"
        return [
            .text(TextRun("\(number)", in: Rect(x: 8, y: y, width: 32, height: Self.rowHeight), fontSize: 15,
                          color: Self.secondaryText, alignment: .center)),
            .text(TextRun(title, in: Rect(x: 52, y: y + 8, width: size.width - 110, height: 22), fontSize: 16,
                          color: .white)),
            .text(TextRun(self.title, in: Rect(x: 52, y: y + 29, width: size.width - 110, height: 18), fontSize: 13,
                          color: Self.secondaryText)),
            .text(TextRun(length, in: Rect(x: size.width - 64, y: y, width: 48, height: Self.rowHeight),
                          fontSize: 13, color: Self.secondaryText, alignment: .right)),
            .rect(Rect(x: 52, y: y + Self.rowHeight - 0.5, width: size.width - 52, height: 0.5),
                  style: .fill(Self.separator)),
        ]
    }

    /// The status bar over a darkening strip and the navigation's back chevron,
    /// drawn over everything like a translucent bar.
    func statusBar() -> [DrawCommand] {
        let w = size.width
        return [
            .rect(Rect(x: 0, y: 0, width: w, height: StatusBar.height), style: .fill(Color(0, 0, 0, 0.25))),
            .text(TextRun("‹", in: Rect(x: 6, y: 22, width: 30, height: 36), fontSize: 34, color: .white,
                          alignment: .center)),
        ] + StatusBar(ink: .white).draw(width: w)
    }
}
