import Foundation
import FrolicRender
import FrolicTestSupport
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
@testable import FrolicPreview

/// A scene small enough to render in a fraction of a second in a debug build:
/// 80×60 points, 10 frames, a shake at 0.2 s, snow over a colour (or a picture).
func tinyScene(seed: Int = 3, picture: String? = nil) -> String {
    let backdrop = picture.map { ##"{ "picture": "\##($0)", "color": "#203040" }"## } ?? ##"{ "color": "#203040" }"##
    return """
    {
      "name": "tiny",
      "size": [80, 60],
      "fps": 10,
      "duration": 1,
      "seed": \(seed),
      "script": [{ "at": 0.2, "gesture": "shake" }],
      "backdrop": \(backdrop),
      "effects": [{ "snow": { "duration": 0.5, "flakes": { "velocity": 110 } } }]
    }

    """
}

/// `tinyScene` with its flakes the 550×423 pig drawn at 8×8 points: a scene
/// that renders with one warning line.
func stretchedScene() -> String {
    tinyScene().replacingOccurrences(of: #""flakes": { "velocity": 110 }"#,
                                     with: #""flakes": { "velocity": 110, "pictures": ["pig"], "pictureSize": [8, 8] }"#)
}

/// A new empty folder for one test, kept until the test process exits (a
/// server's tasks may outlive the test's scope).
func testFolder() throws -> String {
    try TemporaryFolder(keptUntilExit: true).path
}

func write(_ text: String, to path: String) throws {
    // Whole, as an editor saves: a watcher never sees half a file.
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
}

/// The bytes `frolic render` writes for `scenePath`: the same `SceneRenderer.renderGIF`.
func renderedByCLIPipeline(_ scenePath: String, options: RenderOptions = RenderOptions()) throws -> Data {
    let out = (try testFolder()) + "/out.gif"
    _ = try SceneRenderer(scenePath: scenePath, options: options).renderGIF(to: out)
    return try Data(contentsOf: URL(fileURLWithPath: out))
}

/// Runs a server (`serve` is `Preview.serve` or `Review.serve`) on a free port
/// for the length of `body`, then stops it as Ctrl-C would be.
func withServer(_ serve: @escaping @Sendable (@escaping @Sendable (RequestPolicy) -> Void) async throws -> Void,
                _ body: (Int) async throws -> Void) async throws {
    let (ports, continuation) = AsyncStream<Int>.makeStream()
    let server = Task { try await serve { continuation.yield($0.port) } }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else { throw HTTPFailure("the server did not start") }
    do { try await body(port) } catch { server.cancel(); _ = await server.result; throw error }
    server.cancel()
    try await server.value
}

struct HTTPFailure: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

/// A raw HTTP/1.1 exchange over a socket, so a test can send any `Host`,
/// `Origin` and path bytes (a client library would correct them).
struct RawHTTP {
    var status: Int
    var headers: [String: String]
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }

    static func request(port: Int, _ path: String, host: String? = nil) async throws -> RawHTTP {
        try await request(port: port, "GET", path, host: host)
    }

    /// Blocking socket calls run on a thread of their own, never on Swift's
    /// shared pool, which the server in the same process needs.
    static func request(port: Int, _ method: String, _ path: String, host: String? = nil,
                        headers: [String: String] = [:], body: Data = Data()) async throws -> RawHTTP {
        try await offThread { try blockingRequest(port: port, method, path, host: host, headers: headers, body: body) }
    }

    static func events(port: Int, count: Int, timeout: Double = 60,
                       afterConnect: @escaping @Sendable () throws -> Void = {}) async throws -> [String] {
        try await offThread { try blockingEvents(port: port, count: count, timeout: timeout, afterConnect: afterConnect) }
    }

    static func blockingRequest(port: Int, _ method: String, _ path: String, host: String?,
                                        headers: [String: String], body: Data) throws -> RawHTTP {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for (k, v) in headers.sorted(by: { $0.key < $1.key }) { head += "\(k): \(v)\r\n" }
        head += "Content-Length: \(body.count)\r\n\r\n"
        let fd = try connect(port)
        defer { close(fd) }
        try send(fd, Data(head.utf8) + body)
        var data = Data()
        while let chunk = try receive(fd) { data += chunk }
        return try parse(data)
    }

    /// The first `count` events of `/events`, within `timeout` seconds in all.
    private static func blockingEvents(port: Int, count: Int, timeout: Double, afterConnect: () throws -> Void) throws -> [String] {
        let fd = try connect(port, timeout: timeout)
        defer { close(fd) }
        try send(fd, Data("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
        var text = ""
        var connected = false
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard let chunk = try? receive(fd) else { break }
            text += String(decoding: chunk, as: UTF8.self)
            if !connected, text.contains("\r\n\r\n") { connected = true; try afterConnect() }
            // By bytes: to a Swift string, the chunk framing's "\r\n" is one character, not a line end.
            let lines = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let events = lines.map { String(decoding: $0, as: UTF8.self) }.filter { $0.hasPrefix("data: ") }.map { String($0.dropFirst(6)) }
            if events.count >= count { return events }
        }
        throw HTTPFailure("fewer than \(count) events in \(timeout) s: \(text)")
    }

    private static func connect(_ port: Int, timeout: Double = 120) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var wait = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        let ok = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard ok == 0 else { close(fd); throw HTTPFailure("cannot connect to port \(port)") }
        return fd
    }

    private static func send(_ fd: Int32, _ data: Data) throws {
        try data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = Glibc.send(fd, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                guard n > 0 else { throw HTTPFailure("send failed") }
                offset += n
            }
        }
    }

    /// The next bytes, or nil at the end of the stream.
    private static func receive(_ fd: Int32) throws -> Data? {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let n = recv(fd, &buffer, buffer.count, 0)
        if n < 0 { throw HTTPFailure("receive failed or timed out (errno \(errno))") }
        return n == 0 ? nil : Data(buffer[0..<n])
    }

    private static func parse(_ data: Data) throws -> RawHTTP {
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else { throw HTTPFailure("no HTTP head in \(data.count) bytes") }
        let lines = String(decoding: data[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(lines[0].split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(data[split.upperBound...])
        if headers["transfer-encoding"] == "chunked" { body = dechunk(body) }
        return RawHTTP(status: status, headers: headers, body: body)
    }

    private static func dechunk(_ data: Data) -> Data {
        var out = Data()
        var rest = data[...]
        while let lineEnd = rest.range(of: Data("\r\n".utf8)) {
            let size = Int(String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self), radix: 16) ?? 0
            if size == 0 { break }
            out += rest[lineEnd.upperBound..<(lineEnd.upperBound + size)]
            rest = rest[(lineEnd.upperBound + size + 2)...]
        }
        return out
    }
}
