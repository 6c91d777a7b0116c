import CGD
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The few process-wide libgd settings, made once however many threads render.
enum GD {
    /// Swift runs a global's initialiser exactly once, thread-safely.
    private static let ready: Bool = {
        // The font cache must exist before two threads call gdImageStringFT.
        _ = gdFontCacheSetup()
        // libgd prints libpng/libjpeg complaints to stderr; they are kept for
        // the decoder instead (`collectingMessages`), which turns a damaged
        // picture into one `error:` line naming it.
        gdSetErrorMethod { priority, format, arguments in
            guard priority <= warning, let format, let arguments else { return }
            var text = [CChar](repeating: 0, count: 512)
            _ = vsnprintf(&text, text.count, format, arguments)
            GD.keep(String(cString: text))
        }
        return true
    }()

    static func setUp() { _ = ready }

    /// `GD_WARNING` of gd_errors.h (syslog's `LOG_WARNING`): what libgd says
    /// at this priority or above (errors) is about the file; below, its debug chatter.
    private static let warning: Int32 = 4

    /// libgd's warnings and errors, by the thread whose call made them: only
    /// threads inside `collectingMessages` have an entry.
    private static let messages = Mutex<[pthread_t: [String]]>([:])

    private static func keep(_ message: String) {
        let thread = pthread_self()
        messages.withLock { all in
            guard all[thread] != nil else { return }
            all[thread]!.append(message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// `body`'s result and the messages libgd gave while it ran on this thread.
    static func collectingMessages<T>(_ body: () -> T) -> (T, [String]) {
        setUp()
        let thread = pthread_self()
        messages.withLock { $0[thread] = [] }
        let result = body()
        let said = messages.withLock { $0.removeValue(forKey: thread) } ?? []
        return (result, said)
    }

    /// gd's pixels (straight colour, 7-bit alpha with 127 transparent) as
    /// premultiplied ARGB; `im` must be truecolor.
    static func premultipliedPixels(of im: gdImagePtr) -> [UInt32] {
        let w = Int(im.pointee.sx), h = Int(im.pointee.sy)
        var out = [UInt32](repeating: 0, count: w * h)
        out.withUnsafeMutableBufferPointer { o in
            for y in 0 ..< h {
                guard let row = im.pointee.tpixels[y] else { continue }
                for x in 0 ..< w {
                    let v = UInt32(bitPattern: row[x])
                    let a = ((127 - min(127, (v >> 24) & 0x7F)) * 255 + 63) / 127
                    // Parenthesised: in Swift `<<` binds tighter than `*` and `/`.
                    let r = (((v >> 16) & 0xFF) * a + 127) / 255
                    let g = (((v >> 8) & 0xFF) * a + 127) / 255
                    let b = ((v & 0xFF) * a + 127) / 255
                    o[y * w + x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        return out
    }
}
