/// Which requests a local server answers. A page on another site can make a
/// browser send requests to 127.0.0.1 (and, through DNS rebinding, read the
/// answers under a name of its own), so every request must name this server
/// in `Host`, and a POST must come from this server's own page.
package struct RequestPolicy: Sendable, Hashable {
    /// The address the server listens on, as given to `--host`.
    package let host: String
    package let port: Int

    package init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Why a request is refused (403), or nil when it may be answered.
    package func refusal(method: String, host requestHost: String?, origin: String?, fetchSite: String?) -> String? {
        guard let requestHost, accepts(hostHeader: requestHost) else {
            return "this server answers only requests addressed to \(authorities.first ?? host)"
        }
        guard method != "GET" && method != "HEAD" else { return nil }
        // A browser says where a request comes from; curl and tests say nothing, which is no site.
        if fetchSite == "cross-site" || fetchSite == "same-site" {
            return "a change must come from this server's own page"
        }
        if let origin, !authorities.contains(where: { "http://" + $0 == origin.lowercased() }) {
            return "a change must come from this server's own page, not \(origin)"
        }
        return nil
    }

    /// Whether `Host` names this server: a name or address it listens on, and its port.
    package func accepts(hostHeader value: String) -> Bool {
        let value = value.lowercased()
        if authorities.contains(value) { return true }
        // Listening on every address: any address literal is this machine; a
        // name other than `localhost` could be a rebound one.
        guard Self.wildcards.contains(host), let (name, port) = Self.split(value), port == self.port else { return false }
        return name == "localhost" || Self.isAddressLiteral(name)
    }

    /// `host:port` forms a browser sends for this server (the first is the one it prints).
    package var authorities: [String] {
        let p = ":\(port)"
        switch host.lowercased() {
        case "127.0.0.1": return ["127.0.0.1" + p, "localhost" + p]
        case "::1": return ["[::1]" + p, "localhost" + p]
        case "localhost": return ["localhost" + p, "127.0.0.1" + p, "[::1]" + p]
        case let other where other.contains(":"): return ["[\(other)]" + p]
        case let other: return [other + p]
        }
    }

    /// Whether the server listens on an address other machines can reach.
    package var isLoopbackOnly: Bool { ["127.0.0.1", "::1", "localhost"].contains(host.lowercased()) }

    /// The line a command prints before serving on `--host ADDR` that other
    /// machines can reach: who reaches the page can do what `reach` says.
    package static func exposureWarning(host: String, reach: String) -> String? {
        guard !RequestPolicy(host: host, port: 0).isLoopbackOnly else { return nil }
        return "warning: --host \(host): the page is served beyond this machine; who reaches it can \(reach)"
    }

    /// The page's address as printed: `http://127.0.0.1:8080/`.
    package var pageURL: String {
        let name = Self.wildcards.contains(host) ? "127.0.0.1:\(port)" : authorities[0]
        return "http://\(name)/"
    }

    static let wildcards: Set<String> = ["0.0.0.0", "::"]

    /// `name` and port of a `Host` value (`[::1]:8080` gives `::1`); nil without a port.
    static func split(_ value: String) -> (String, Int)? {
        guard let colon = value.lastIndex(of: ":"), let port = Int(value[value.index(after: colon)...]) else { return nil }
        var name = String(value[..<colon])
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        return (name, port)
    }

    /// An IPv4 dotted quad or an IPv6 address: no name that DNS could answer differently later.
    static func isAddressLiteral(_ name: String) -> Bool {
        if name.contains(":") { return name.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." } }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && Int(part)! <= 255
        }
    }
}
