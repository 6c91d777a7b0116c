import Foundation
import FrolicCore
#if canImport(Glibc)
import Glibc
#endif

/// Why a local server cannot listen where `--host` and `--port` say, found
/// before the server starts by doing what it will do (resolve the name, bind
/// a socket to its first address, then close it), so the line names the
/// option at fault in plain words rather than the socket call's.
package struct ListenError: Error, Hashable, Sendable, LocatedError, CustomStringConvertible {
    package enum Problem: Hashable, Sendable {
        case emptyHost
        /// The name resolves to no address: the resolver's words.
        case unknownHost(String)
        /// An address no interface of this machine has.
        case notThisMachine
        case portInUse
        /// A port below 1024 without the privilege to bind it.
        case portNeedsPrivilege
        /// Anything else the system said, with the option it concerns.
        case other(option: String, String)
    }

    package var host: String
    package var port: Int
    package var problem: Problem

    package var file: String { "command line" }

    package var field: String {
        switch problem {
        case .emptyHost, .unknownHost, .notThisMachine: return "--host"
        case .portInUse, .portNeedsPrivilege: return "--port"
        case let .other(option, _): return option
        }
    }

    package var message: String {
        let name = FrolicError.quoted(host)
        switch problem {
        case .emptyHost: return "is empty; give an address of this machine to listen on, such as 127.0.0.1"
        case let .unknownHost(words): return "\(name) is not a name this machine can resolve (\(words))"
        case .notThisMachine: return "\(name) is not an address of this machine; give one of its own, such as 127.0.0.1"
        case .portInUse: return "\(port) is in use by another program on \(name); choose another port, or 0 for any free one"
        case .portNeedsPrivilege: return "\(port) is below 1024, which only root may listen on; choose a port from 1024, or 0 for any free one"
        case let .other(_, words): return "cannot listen on \(name) port \(port): \(words)"
        }
    }

    package var description: String { FrolicError(self).description }
}

package enum ListenCheck {
    /// Throws what keeps a server from listening on `host` and `port`.
    package static func check(host: String, port: Int) throws(ListenError) {
        func fail(_ problem: ListenError.Problem) -> ListenError { ListenError(host: host, port: port, problem: problem) }
        guard !host.isEmpty else { throw fail(.emptyHost) }
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &found)
        guard status == 0, let first = found else {
            throw fail(.unknownHost(String(cString: gai_strerror(status))))
        }
        defer { freeaddrinfo(found) }
        let fd = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard fd >= 0 else { throw fail(.other(option: "--host", String(cString: strerror(errno)))) }
        defer { close(fd) }
        // As the server's own socket: a port left in TIME_WAIT by an earlier run is free.
        var on: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        guard bind(fd, first.pointee.ai_addr, first.pointee.ai_addrlen) != 0 else { return }
        switch errno {
        case EADDRNOTAVAIL: throw fail(.notThisMachine)
        case EADDRINUSE: throw fail(.portInUse)
        case EACCES: throw fail(.portNeedsPrivilege)
        case let code: throw fail(.other(option: "--port", String(cString: strerror(code))))
        }
    }
}
