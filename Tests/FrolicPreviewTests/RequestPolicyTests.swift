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
}
