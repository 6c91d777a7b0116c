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
        if let origin, !accepts(origin: origin) {
            return "a change must come from this server's own page, not \(origin)"
        }
        return nil
    }

    /// Whether `Host` names this server: a name or address it listens on, and
    /// its port (which a browser leaves out when it is HTTP's default, 80).
    package func accepts(hostHeader value: String) -> Bool {
        guard let (name, port) = Self.split(value.lowercased()), port == self.port else { return false }
        if names.contains(name) { return true }
        // Listening on every address: any address literal is this machine; a
        // name other than `localhost` could be a rebound one.
        return Self.wildcards.contains(host) && (name == "localhost" || Self.isAddressLiteral(name))
    }

    /// Whether an `Origin` is a page of this server: `http://` and a `Host` it accepts.
    package func accepts(origin: String) -> Bool {
        let origin = origin.lowercased()
        return origin.hasPrefix("http://") && accepts(hostHeader: String(origin.dropFirst(7)))
    }

    /// The names and addresses a `Host` may give for the address it listens on.
    private var names: [String] {
        switch host.lowercased() {
        case "127.0.0.1": return ["127.0.0.1", "localhost"]
        case "::1": return ["::1", "localhost"]
        case "localhost": return ["localhost", "127.0.0.1", "::1"]
        case let other: return [other]
        }
    }

    /// `host:port` forms a browser sends for this server (the first is the
    /// one it prints); without the port when it is 80, as a browser writes it.
    package var authorities: [String] {
        let p = port == Self.defaultPort ? "" : ":\(port)"
        return names.map { ($0.contains(":") ? "[\($0)]" : $0) + p }
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
        let name = Self.wildcards.contains(host) ? RequestPolicy(host: "127.0.0.1", port: port).authorities[0] : authorities[0]
        return "http://\(name)/"
    }

    static let wildcards: Set<String> = ["0.0.0.0", "::"]

    /// HTTP's port, which a browser leaves out of `Host`, `Origin` and the address bar.
    static let defaultPort = 80

    /// `name` and port of a `Host` value (`[::1]:8080` gives `::1`; `127.0.0.1`
    /// gives port 80); nil for what no browser sends (an IPv6 address without
    /// brackets, a port that is not a number).
    static func split(_ value: String) -> (String, Int)? {
        func number(_ text: Substring) -> Int? { text.count <= 5 && text.allSatisfy({ $0.isASCII && $0.isNumber }) ? Int(text) : nil }
        var name = Substring(value), port = defaultPort
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return nil }
            let rest = name[name.index(after: close)...]
            name = name[name.index(after: name.startIndex) ..< close]
            if !rest.isEmpty {
                guard rest.hasPrefix(":"), let p = number(rest.dropFirst()) else { return nil }
                port = p
            }
        } else if let colon = name.firstIndex(of: ":") {
            guard let p = number(name[name.index(after: colon)...]) else { return nil }
            name = name[..<colon]
            port = p
        }
        guard !name.isEmpty, (0...65535).contains(port) else { return nil }
        return (String(name), port)
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
