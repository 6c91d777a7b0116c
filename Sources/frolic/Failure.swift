import ArgumentParser
import FrolicCore
import FrolicRaster
import FrolicRender
import FrolicScenes
import FrolicSnapshot
#if canImport(Glibc)
import Glibc
#endif

/// Runs a command body; an error a module reports becomes its one line on
/// stderr (`errorLine(for:)`) and exit status 1, with no stack trace.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch {
        guard let line = errorLine(for: error) else { throw error }
        printError(line.description)
        throw ExitCode.failure
    }
}

/// The line for an error the modules throw, with the option that caused it
/// where one did; nil for an error that is not the user's input (argument
/// parsing's own, an exit code).
func errorLine(for error: any Error) -> FrolicError? {
    switch error {
    case let error as SceneFileError:
        return FrolicError(file: error.file, field: error.field, error.message(saying: commandLineWords(error.problem)))
    case let error as LocatedError:
        return FrolicError(error)
    case let error as RenderOptionsError:
        let option: String
        switch error {
        case .scale: option = "--scale"
        case .lossy: option = "--lossy"
        case .configWithoutSeason: option = "--config"
        }
        return FrolicError(file: FrolicError.commandLine, field: option, error.message)
    case let error as InputFileError:
        let field: String
        switch error.file.role {
        case .scene: field = "file"
        case .remoteConfig: field = "--config"
        case let .picture(at): field = at
        case .reference: field = "references"
        }
        return FrolicError(file: error.file.path, field: field, error.message)
    case let error as FramesFolderError:
        let how = error.problem == .foreign ? " (move it, or choose another --frames-dir)" : ""
        return FrolicError(file: error.file ?? FrolicError.commandLine, field: "--frames-dir", error.message(naming: inputName) + how)
    case let error as PictureSceneFile.NoFreeName:
        return FrolicError(file: error.path, field: "-o", "it and \(error.numbered) numbered names beside it are taken; give -o")
    case let error as Shard.Invalid:
        return FrolicError(file: FrolicError.commandLine, field: "--shard", error.description)
    case let error as SceneSelectionError:
        return FrolicError(file: error.path ?? FrolicError.commandLine, field: error.path == nil ? "--filter" : "scenes", error.description)
    case let error as ReferenceFiles.RemovalError:
        return FrolicError(file: error.path, field: "--prune", error.description)
    case let error as ReportFolderError:
        return FrolicError(file: error.file ?? FrolicError.commandLine, field: "--report", error.description)
    case let error as ResultFileError:
        return FrolicError(file: error.path, field: "--junit", error.description)
    case let error as GIFWriterError:
        return FrolicError(file: error.path, field: "-o", error.message)
    default:
        return nil
    }
}

/// What a scene file's problem says on the command line, which can name the
/// option that gives what the file lacks.
func commandLineWords(_ problem: SceneFileError.Problem) -> String {
    switch problem {
    case .needsToday: return problem.message + " or pass --date"
    case let .size(size): return size.description(scaleNamed: "`--scale`")
    default: return problem.message
    }
}

/// Errors about the path `option` named, reported at it.
func atOption<T>(_ option: String, _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as OutputPathError {
        throw FrolicError(file: error.path ?? FrolicError.commandLine, field: option, error.message(naming: inputName))
    } catch let error as NewFileError {
        throw FrolicError(file: error.path, field: option, error.message)
    }
}

/// What an error line calls a file the render reads: the remote
/// configuration after the option that gave it.
func inputName(_ role: InputFile.Role) -> String {
    role == .remoteConfig ? "--config file" : role.description
}

/// Writes a line to stderr, any control character in it escaped (`terminalSafe`).
func printError(_ line: String) {
    writeStandardError(terminalSafe(line) + "\n")
}

/// Writes `text` to stderr unbuffered, through the file descriptor rather
/// than C's `stderr`, a global that Swift 6 will not let threads share.
func writeStandardError(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let n = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        guard n > 0 else { return }
        bytes = bytes.dropFirst(n)
    }
}
