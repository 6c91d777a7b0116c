import Testing
@testable import FrolicPreview

@Suite struct ServedPathTests {
    @Test func plainPathsAreTheirSegments() {
        #expect(ServedPath(raw: "/")?.segments == [])
        #expect(ServedPath(raw: "/render.gif")?.segments == ["render.gif"])
        #expect(ServedPath(raw: "/render.gif?t=1")?.segments == ["render.gif"])
        #expect(ServedPath(raw: "/report/tiny/frame%200.png")?.segments == ["report", "tiny", "frame 0.png"])
        #expect(ServedPath(raw: "/accept/snow%2Dglobe")?.segments == ["accept", "snow-globe"])
    }

    @Test func climbingOutIsRefusedEncodedOrNot() {
        for raw in ["/..", "/../etc/passwd", "/report/../../etc/passwd", "/report/%2e%2e/x", "/report/%2E%2E/x",
                    "/report/.%2e/x", "/pictures/..%2f..%2fetc%2fpasswd", "/pictures/a%5c..%5cb", "/pictures/a%00",
                    "/report/./index.html", "/report//index.html", "relative", "/%zz", "/%ff"] {
            #expect(ServedPath(raw: raw) == nil, "\(raw)")
        }
    }
}
