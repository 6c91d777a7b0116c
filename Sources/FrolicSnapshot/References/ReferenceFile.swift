import Foundation
import FrolicCore
import FrolicScenes

/// A JSON reference file (`frames.json`, `gif.json`, `scene.json`,
/// `inputs.json`) read strictly. A file that is there but broken — a merge
/// left half done, an edit gone wrong, `null` — is an error at its line or
/// field, never taken for a missing reference: recording over it by hand
/// would turn whatever the scene draws now into the expected pictures, and
/// the run would pass. Only `--record` writes over it, and says so.
enum ReferenceFile {
    /// What `git merge` leaves at the start of a conflicted line.
    static let conflictMarker = "<<<<<<<"

    /// The file's bytes, nil when there is no such file.
    static func readJSON(_ path: String) throws -> Data? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        if let line = conflictLine(data) {
            throw ReferenceFileError.conflictMarker(path: path, line: line)
        }
        if let (line, column, found) = notAnObject(data) {
            throw ReferenceFileError.notAnObject(path: path, line: line, column: column, found: found)
        }
        try SceneFileError.checkSyntax(of: [UInt8](data), file: path)
        return data
    }

    /// Where the top-level value starts and its first word, when it is not an
    /// object (`null`, a number, an array, an empty file): every reference file is one.
    static func notAnObject(_ data: Data) -> (line: Int, column: Int, found: String)? {
        let bytes = [UInt8](data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...])
        var line = 1, column = 1, i = 0
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) {
            if bytes[i] == 0x0A { line += 1; column = 1 } else { column += 1 }
            i += 1
        }
        guard i >= bytes.count || bytes[i] != UInt8(ascii: "{") else { return nil }
        let word = bytes[i...].prefix { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }.prefix(20)
        return (line, column, String(decoding: word, as: UTF8.self))
    }

    /// The file decoded as `T`, nil when there is no such file; wrong types are an error at their field.
    static func decode<T: Decodable>(_ type: T.Type, from path: String) throws -> T? {
        guard let data = try readJSON(path) else { return nil }
        do { return try JSONDecoder().decode(T.self, from: data) } catch let error as DecodingError {
            throw SceneFileError(decoding: error, file: path)
        }
    }

    /// The 1-based line starting with the conflict marker, if any.
    static func conflictLine(_ data: Data) -> Int? {
        let marker = Array(conflictMarker.utf8)
        var line = 1, atStart = true, i = data.startIndex
        while i < data.endIndex {
            if atStart, data[i...].starts(with: marker) { return line }
            atStart = data[i] == UInt8(ascii: "\n")
            if atStart { line += 1 }
            i += 1
        }
        return nil
    }
}

/// A reference file that is there but cannot be used; the error is at its
/// line or field. A snapshot meets it after a merge of two branches that
/// both re-recorded a scene (a conflict marker left in `frames.json`), so a
/// caller may switch on it to tell "re-record" from a failed comparison; the
/// scene fails with it inside a `SceneLoadError`.
public enum ReferenceFileError: Error, Hashable, Sendable, LocatedError, CustomStringConvertible {
    /// A line starts with `ReferenceFile.conflictMarker`: a merge left half done.
    case conflictMarker(path: String, line: Int)
    /// The top-level value is not an object; `found` is its first word, empty at the end of the file.
    case notAnObject(path: String, line: Int, column: Int, found: String)
    /// A frames record whose `size` is not two positive pixel counts.
    case badFrameSize(path: String)
    /// A `.frolic-references` marker of a format this Frolic does not read (a newer one wrote it).
    case unknownFormat(path: String, found: Int)

    /// The reference file at fault.
    public var file: String {
        switch self {
        case let .conflictMarker(path, _), let .notAnObject(path, _, _, _), let .badFrameSize(path), let .unknownFormat(path, _): return path
        }
    }

    /// Where in it: a line and column, or a key.
    public var field: String {
        switch self {
        case let .conflictMarker(_, line): return "line \(line)"
        case let .notAnObject(_, line, column, _): return "line \(line), column \(column)"
        case .badFrameSize: return "size"
        case .unknownFormat: return "format"
        }
    }

    /// The conflict's advice names `frolic snapshot`'s record flag, as every
    /// record hint of a snapshot run does (`AcceptCommand`).
    public var message: String {
        switch self {
        case .conflictMarker:
            return "a merge-conflict marker (\(ReferenceFile.conflictMarker)): resolve the conflict, or re-record the scene with --record"
        case let .notAnObject(_, _, _, found):
            return "expected an object ({ … }), found " + (found.isEmpty ? "the end of the file" : "`\(found)`")
        case .badFrameSize: return "expected [width, height] in pixels"
        case let .unknownFormat(_, found):
            return "format \(found) is not one this frolic reads (\(ReferenceMarker.format)): use the frolic that recorded it, or re-record with --record"
        }
    }

    /// The same as `message`.
    public var description: String { message }
}
