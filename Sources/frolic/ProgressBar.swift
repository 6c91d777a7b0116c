import Foundation
import FrolicRender
#if canImport(Glibc)
import Glibc
#endif

/// A one-line progress bar on stderr: frames done, frames per second, time
/// left. Silent unless stderr is a terminal, so logs and CI stay clean.
final class ProgressBar {
    private let enabled: Bool
    private let label: String
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var drawn = false

    init(enabled: Bool, label: String) {
        self.enabled = enabled && isatty(STDERR_FILENO) == 1
        self.label = label
        self.start = clock.now
    }

    func update(_ done: Int, _ total: Int) {
        guard enabled, total > 0 else { return }
        let secs = seconds(clock.now - start)
        let fps = secs > 0 ? Double(done) / secs : 0
        let left = fps > 0 ? Double(total - done) / fps : 0
        let cells = 24, filled = done * cells / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled)
        let line = "\(label) \(bar) \(done)/\(total) frames  \(String(format: "%.1f", fps)) fps  \(String(format: "%.1f", left)) s left"
        writeStandardError("\r\u{1B}[2K" + line)
        drawn = true
    }

    func finish() {
        if drawn { writeStandardError("\r\u{1B}[2K") }
    }
}
