import Foundation

/// What one fuzz case did, against the contract: a valid GIF, or exactly one
/// `error: file: field: message` line and a non-zero exit; after a SIGTERM
/// (sent when a case runs past its time), exit status 143; and in every case
/// nothing left behind and the scene file untouched.
enum FuzzOutcome: String, CaseIterable, Comparable {
    // Kept the contract.
    case gif, error, interrupted
    // Broke it.
    case badGIF = "bad-gif", badErrorLine = "bad-error-line", leftover, inputChanged = "input-changed"
    case crash, hang

    var keepsContract: Bool { [.gif, .error, .interrupted].contains(self) }

    static func < (a: FuzzOutcome, b: FuzzOutcome) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// Runs one case with the `frolic` binary in a fresh folder holding only
/// `scene.json`, and judges it.
struct FuzzRun {
    var outcome: FuzzOutcome
    var status: Int32
    var stderr: String
    /// Why the outcome is what it is, for a broken contract.
    var detail: String

    static func run(_ fuzz: FuzzCase, binary: String, timeLimit: Double) throws -> FuzzRun {
        let folder = try TemporaryFolder()
        let scene = folder.file("scene.json")
        try Data(fuzz.scene).write(to: URL(fileURLWithPath: scene))
        var arguments = ["render", "scene.json", "--quiet"] + fuzz.arguments
        if !fuzz.arguments.contains("-o") { arguments += ["-o", "out.gif"] }
        let output = arguments[arguments.lastIndex(of: "-o")! + 1]
        let framesDir = fuzz.arguments.firstIndex(of: "--frames-dir").map { fuzz.arguments[$0 + 1] }

        // stderr goes to a file beside the folder, so the run can be polled
        // without a reader thread and a chatty failure cannot fill a pipe.
        let errPath = folder.path + ".stderr"
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        let pid = try spawn(binary, arguments, in: folder.path, stderr: errPath)
        // Past the time limit a polite SIGTERM, which must clean up; a
        // SIGKILL if even that is ignored.
        var interrupted = false, killed = false, wait: Int32 = 0
        let start = Date()
        while waitpid(pid, &wait, WNOHANG) == 0 {
            let elapsed = Date().timeIntervalSince(start)
            if !interrupted, elapsed > timeLimit {
                interrupted = true
                kill(pid, SIGTERM)
            } else if !killed, elapsed > timeLimit + 10 {
                killed = true
                kill(pid, SIGKILL)
            }
            usleep(5_000)
        }
        let (signal, status) = decodeWaitStatus(wait)
        // A render that finished as the SIGTERM was sent is judged as finished.
        interrupted = interrupted && signal == SIGTERM
        let errData = (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data()
        let stderr = String(decoding: errData, as: UTF8.self)
        func result(_ outcome: FuzzOutcome, _ detail: String = "") -> FuzzRun {
            FuzzRun(outcome: outcome, status: status, stderr: stderr, detail: detail)
        }

        if killed { return result(.hang, "ignored SIGTERM for 10 s") }
        if signal != 0, !interrupted { return result(.crash, "signal \(signal)") }
        if (try? Data(contentsOf: URL(fileURLWithPath: scene))) != Data(fuzz.scene) {
            return result(.inputChanged, "scene.json was changed")
        }
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast(stderr.hasSuffix("\n") ? 1 : 0)
        let errors = lines.filter { $0.hasPrefix("error: ") }
        var allowed: Set<String> = ["scene.json"]
        if status == 0, !interrupted {
            allowed.insert(output)
            if let framesDir { allowed.insert(framesDir) }
        }
        let left = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).subtracting(allowed)
        if !left.isEmpty { return result(.leftover, left.sorted().joined(separator: ", ")) }
        if interrupted {
            // Cleaned up, then died of the signal, as the shell expects (status 143).
            return status == 128 + SIGTERM ? result(.interrupted) : result(.badErrorLine, "exit \(status) after SIGTERM")
        }
        if status == 0 {
            guard errors.isEmpty else { return result(.badErrorLine, "exit 0 with an error line") }
            let gif = (try? Data(contentsOf: URL(fileURLWithPath: folder.file(output)))) ?? Data()
            guard gif.starts(with: Array("GIF89a".utf8)), gif.last == 0x3B, gif.count > 13 else {
                return result(.badGIF, "\(gif.count) bytes")
            }
            return result(.gif)
        }
        guard errors.count == 1, lines.allSatisfy({ $0.hasPrefix("error: ") || $0.hasPrefix("warning: ") }) else {
            return result(.badErrorLine, "\(errors.count) error lines of \(lines.count)")
        }
        let slots = errors[0].dropFirst("error: ".count).components(separatedBy: ": ")
        guard slots.count >= 3, !slots[0].isEmpty, !slots[1].isEmpty, errors[0].count <= 1000 else {
            return result(.badErrorLine, "not `error: file: field: message`")
        }
        // A number, however odd, is an error at its field, never Foundation's "not valid JSON".
        let numbersOnly = fuzz.mutations.allSatisfy { ["number ", "duplicate key ", "many taps", "option "].contains(where: $0.hasPrefix) }
        if numbersOnly, errors[0].contains("not valid JSON") {
            return result(.badErrorLine, "a number reached \"not valid JSON\"")
        }
        return result(.error)
    }
}

/// Starts `binary` the way a shell does, with no signal blocked or ignored
/// (a test runner's threads may block SIGTERM, and a child inherits that).
func spawn(_ binary: String, _ arguments: [String], in folder: String, stderr: String) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t(), all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // glibc's addchdir_np is not imported; a shell changes folder, then is replaced by frolic.
    let argv = (["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder, binary] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let failed = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ)
    guard failed == 0 else { throw FrolicSpawnError(code: failed) }
    return pid
}

struct FrolicSpawnError: Error { var code: Int32 }

/// The signal a child died of (0 if it exited) and its status as a shell
/// shows it (128 + signal when it died of one), from `waitpid`'s status:
/// the bits of <sys/wait.h>, whose macros Swift does not import.
func decodeWaitStatus(_ wait: Int32) -> (signal: Int32, status: Int32) {
    let signal = wait & 0x7F
    return (signal, signal == 0 ? (wait >> 8) & 0xFF : 128 + signal)
}
