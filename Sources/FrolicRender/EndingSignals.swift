#if canImport(Glibc)
import Glibc
#endif

/// Every signal that would end frolic ends it one way: the files being made
/// go (`PendingFiles`: a render's, references staged by `--record`, a
/// file written whole by `WholeFile`), then frolic dies of the signal with
/// no core file, so the shell sees 128 + signal and nothing is left behind.
///
/// Swift's runtime takes SIGQUIT, SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV
/// and SIGTRAP for its crash backtracer, on by default on Linux, which prints
/// every thread's stack and, for a SIGQUIT, lets the process go on. These
/// handlers take them first. A fault of frolic's own (a bug: raised by the
/// processor, or by frolic itself, as `abort` does) still reaches the
/// backtracer after the clean-up; the same signal sent by another process
/// ends frolic quietly. A SIGXFSZ frolic brings on itself (a file past
/// `ulimit -f`) is let through, so the write fails with one error line.
package enum EndingSignals {
    /// Signals whose default action ends the process (SIGKILL and SIGSTOP cannot be caught).
    static var signals: [Int32] {
        [SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV, SIGUSR2, SIGPIPE,
         SIGALRM, SIGTERM, SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSYS]
            + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    }

    /// What each signal did before `install`, for faults to go on to (indexed by signal number).
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {  // unsafe: filled by `install` before any handler can read it; a handler only reads it
        let table = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
        table.initialize(repeating: sigaction(), count: Int(NSIG))
        return table
    }()

    /// Installs the handlers; a signal the parent ignores (`nohup` ignores
    /// SIGHUP) stays ignored. Call once, early, from the main thread.
    package static func install() {
        PendingFiles.removeActiveFiles()   // initializes what the handler reads
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { signo, info, _ in EndingSignals.handle(signo, info) }
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        // One clean-up at a time on a thread; faults stay deliverable, as a blocked one kills at once.
        sigfillset(&action.sa_mask)
        for signo in signals where isFault(signo) { sigdelset(&action.sa_mask, signo) }
        // C function pointers are not Equatable in Swift: compare their addresses.
        let ignore = unsafeBitCast(SIG_IGN, to: Int.self)
        for signo in signals {
            sigaction(signo, nil, previous + Int(signo))
            if previous[Int(signo)].__sigaction_handler.sa_handler.map({ unsafeBitCast($0, to: Int.self) }) == ignore { continue }
            sigaction(signo, &action, nil)
        }
    }

    /// Every signal that ends frolic, the faults' too: another process may
    /// send a SIGSEGV, and one taken on a thread that is making a file would
    /// wait for that file in vain. A real fault in the few system calls a
    /// held thread makes is not caught (the kernel ends frolic as by default).
    private static let ending: sigset_t = {
        var set = sigset_t()
        sigemptyset(&set)
        for signo in signals { sigaddset(&set, signo) }
        return set
    }()

    /// Runs `body` with the signals that end frolic held back on this
    /// thread: one that comes meanwhile is taken by another thread, or by
    /// this one once `body` is done.
    package static func deferred<T>(_ body: () throws -> T) rethrows -> T {
        var held = ending, before = sigset_t()
        pthread_sigmask(SIG_BLOCK, &held, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        return try body()
    }

    /// Signals the processor raises for a fault, and `abort`'s.
    private static func isFault(_ signo: Int32) -> Bool {
        signo == SIGILL || signo == SIGTRAP || signo == SIGABRT || signo == SIGBUS || signo == SIGFPE || signo == SIGSEGV || signo == SIGSYS
    }

    /// Async-signal-safe: atomics, `unlink`, `rmdir`, `nanosleep`, `sigaction`, `setrlimit` and `raise`.
    private static func handle(_ signo: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) {
        let code = info?.pointee.si_code ?? Int32(SI_USER)
        // kill, sigqueue and tgkill give the sender (0 when it is outside this pid namespace).
        let byAnother = code <= 0 && info?.pointee._sifields._kill.si_pid != getpid()
        if signo == SIGXFSZ && !byAnother { return }
        PendingFiles.removeActiveFiles()
        if isFault(signo) && !byAnother {
            sigaction(signo, previous + Int(signo), nil)
            // A fault happens again on return, now to the previous handler; a raised signal is raised again.
            if code <= 0 { raise(signo) }
            return
        }
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
        var fallback = sigaction()
        fallback.__sigaction_handler.sa_handler = SIG_DFL
        sigaction(signo, &fallback, nil)
        raise(signo)
    }
}
