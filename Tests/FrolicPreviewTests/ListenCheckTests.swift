import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import FrolicPreview

/// `--host` and `--port` problems are found before a server starts, and said
/// at the option at fault in plain words, not in the socket call's.
@Suite struct ListenCheckTests {
    func problem(_ host: String, _ port: Int) -> ListenError? {
        do { try ListenCheck.check(host: host, port: port); return nil } catch { return error }
    }

    @Test func aHostThatIsNotThisMachinesIsAnErrorAtHost() throws {
        let empty = try #require(problem("", 0))
        #expect(empty.description == "error: command line: --host: is empty; give an address of this machine to listen on, such as 127.0.0.1")
        // TEST-NET-1: an address no interface here has.
        let foreign = try #require(problem("192.0.2.1", 0))
        #expect(foreign.description == #"error: command line: --host: "192.0.2.1" is not an address of this machine; give one of its own, such as 127.0.0.1"#)
        // `.invalid` never resolves (RFC 2606).
        let unknown = try #require(problem("no.such.host.invalid", 0))
        #expect(unknown.field == "--host")
        #expect(unknown.message.hasPrefix(#""no.such.host.invalid" is not a name this machine can resolve ("#), "\(unknown.message)")
        #expect(problem("127.0.0.1", 0) == nil)
        #expect(problem("localhost", 0) == nil)
    }

    @Test func aPortInUseIsAnErrorAtPort() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        #expect(bound == 0 && listen(fd, 1) == 0)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        let port = Int(UInt16(bigEndian: address.sin_port))
        let busy = try #require(problem("127.0.0.1", port))
        #expect(busy.description == #"error: command line: --port: \#(port) is in use by another program on "127.0.0.1"; choose another port, or 0 for any free one"#)
    }
}
