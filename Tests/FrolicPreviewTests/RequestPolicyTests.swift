import Testing
@testable import FrolicPreview

@Suite struct RequestPolicyTests {
    let local = RequestPolicy(host: "127.0.0.1", port: 8080)

    @Test func answersItsOwnAddressAndLocalhost() {
        for host in ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080"] {
            #expect(local.refusal(method: "GET", host: host, origin: nil, fetchSite: nil) == nil, "\(host)")
        }
    }

    @Test func refusesOtherNamesAndPorts() {
        // A rebound name, another port, no port, no Host at all.
        for host in ["evil.example:8080", "127.0.0.1:8081", "127.0.0.1", "localhost", "[::1]:8080", "127.0.0.1.evil.example:8080"] {
            #expect(local.refusal(method: "GET", host: host, origin: nil, fetchSite: nil) != nil, "\(host)")
        }
        #expect(local.refusal(method: "GET", host: nil, origin: nil, fetchSite: nil) != nil)
    }

    @Test func ipv6LoopbackAnswersItsBracketedForm() {
        let v6 = RequestPolicy(host: "::1", port: 9000)
        #expect(v6.accepts(hostHeader: "[::1]:9000"))
        #expect(v6.accepts(hostHeader: "localhost:9000"))
        #expect(!v6.accepts(hostHeader: "127.0.0.1:9000"))
        #expect(v6.pageURL == "http://[::1]:9000/")
    }

    @Test func everyAddressAnswersAddressLiteralsButNotNames() {
        let all = RequestPolicy(host: "0.0.0.0", port: 8080)
        #expect(all.accepts(hostHeader: "192.168.1.20:8080"))
        #expect(all.accepts(hostHeader: "localhost:8080"))
        #expect(!all.accepts(hostHeader: "rebound.example:8080"))
        #expect(!all.accepts(hostHeader: "192.168.1.20:9999"))
        #expect(!all.accepts(hostHeader: "999.1.1.1:8080"))
        #expect(all.pageURL == "http://127.0.0.1:8080/")
        #expect(!all.isLoopbackOnly)
    }

    @Test func aPostFromAnotherSiteIsRefused() {
        let host = "127.0.0.1:8080"
        #expect(local.refusal(method: "POST", host: host, origin: "http://127.0.0.1:8080", fetchSite: "same-origin") == nil)
        #expect(local.refusal(method: "POST", host: host, origin: "http://localhost:8080", fetchSite: nil) == nil)
        // No Origin: not a browser page (curl, a script on this machine).
        #expect(local.refusal(method: "POST", host: host, origin: nil, fetchSite: nil) == nil)
        for origin in ["http://evil.example", "http://127.0.0.1:9999", "https://127.0.0.1:8080", "null"] {
            #expect(local.refusal(method: "POST", host: host, origin: origin, fetchSite: nil) != nil, "\(origin)")
        }
        #expect(local.refusal(method: "POST", host: host, origin: nil, fetchSite: "cross-site") != nil)
        // A GET carries no change: another site's Origin on it is no refusal (the Host rule still holds).
        #expect(local.refusal(method: "GET", host: host, origin: "http://evil.example", fetchSite: "cross-site") == nil)
    }

    /// `--port 80`: a browser leaves HTTP's port out of the address bar, `Host` and `Origin`.
    @Test func onPort80TheAddressWithAndWithoutThePortIsThisServer() {
        let web = RequestPolicy(host: "127.0.0.1", port: 80)
        #expect(web.pageURL == "http://127.0.0.1/")
        for host in ["127.0.0.1", "127.0.0.1:80", "localhost", "LOCALHOST:80"] {
            #expect(web.refusal(method: "GET", host: host, origin: nil, fetchSite: nil) == nil, "\(host)")
        }
        for host in ["127.0.0.1:8080", "evil.example", "127.0.0.1:", "127.0.0.1:+80", "127.0.0.1:080x"] {
            #expect(web.refusal(method: "GET", host: host, origin: nil, fetchSite: nil) != nil, "\(host)")
        }
        #expect(web.refusal(method: "POST", host: "127.0.0.1", origin: "http://127.0.0.1", fetchSite: "same-origin") == nil)
        #expect(web.refusal(method: "POST", host: "127.0.0.1", origin: "http://evil.example", fetchSite: nil) != nil)
        let v6 = RequestPolicy(host: "::1", port: 80)
        #expect(v6.pageURL == "http://[::1]/")
        #expect(v6.accepts(hostHeader: "[::1]") && v6.accepts(hostHeader: "[::1]:80") && !v6.accepts(hostHeader: "::1"))
        // Every address: any address literal on port 80, with or without it.
        let all = RequestPolicy(host: "0.0.0.0", port: 80)
        #expect(all.pageURL == "http://127.0.0.1/")
        #expect(all.accepts(hostHeader: "192.168.1.20") && all.accepts(hostHeader: "192.168.1.20:80") && !all.accepts(hostHeader: "rebound.example"))
    }

    /// A page served on every address posts from whichever address the browser used.
    @Test func onEveryAddressAPostFromAnAddressOfThisMachineIsItsOwnPage() {
        let all = RequestPolicy(host: "0.0.0.0", port: 8080)
        #expect(all.refusal(method: "POST", host: "127.0.0.1:8080", origin: "http://127.0.0.1:8080", fetchSite: nil) == nil)
        #expect(all.refusal(method: "POST", host: "127.0.0.1:8080", origin: "http://rebound.example:8080", fetchSite: nil) != nil)
    }
}
