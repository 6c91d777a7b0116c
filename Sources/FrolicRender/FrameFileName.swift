/// `frame-0042.png`: how a frame is named on disk everywhere (`--frames-dir`,
/// snapshot references, report images). Four digits, so a folder listing is
/// in frame order.
package enum FrameFileName {
    /// `frame-0042`, for names that add their own suffix.
    package static func stem(_ index: Int) -> String {
        let n = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - n.count)) + n
    }

    package static func png(_ index: Int) -> String { stem(index) + ".png" }
}
