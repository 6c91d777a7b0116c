import Testing
import FrolicCore
@testable import FrolicRaster

/// A group clipped to a rounded rectangle (a phone's screen): what lies
/// outside the corner arcs keeps what was under it, and frames painted over
/// their damage are still the frames painted whole.
@Suite struct RoundedClipTests {
    static let size = Size(100, 80)
    let pictures = PictureLibrary(searchPaths: [])

    /// A grey backdrop, then a screen (clipped, corners of 12) whose red
    /// content a blue dot crosses.
    func list(_ t: Int) -> DisplayList {
        let screen = Rect(x: 10, y: 10, width: 80, height: 60)
        let content: [DrawCommand] = [.fill(Color(1, 0, 0)),
                                      .ellipse(Rect(x: 4 + Double(t) * 11.3, y: 8 + Double(t) * 6.1, width: 14, height: 14), style: .fill(Color(0, 0, 1)))]
        return DisplayList(size: Self.size, commands: [.fill(Color(0.5, 0.5, 0.5)),
                                                       .layer(Layer(content, clip: screen, clipCornerRadius: 12))])
    }

    @Test(arguments: [1, 2, 3])
    func theCornersKeepWhatWasUnderAndTheScreenIsPainted(scale: Int) throws {
        let frame = try Rasterizer(scale: scale, pictures: pictures).render(list(0))
        let s = scale
        #expect(frame[10 * s, 10 * s] == 0x808080)               // the screen's very corner: outside the arc
        #expect(frame[(10 + 40) * s, (10 + 30) * s] == 0xFF0000)  // its middle
        #expect(frame[(10 + 40) * s, 10 * s] == 0xFF0000)         // its top edge, between the corners
        #expect(frame[9 * s, 40 * s] == 0x808080)                 // just outside it
        // On the arc, a blend of the two.
        let r = 12.0 * Double(s), c = 10.0 * Double(s) + r - r / 2.squareRoot()
        let edge = frame[Int(c), Int(c)]
        #expect(edge != 0x808080 && edge != 0xFF0000)
    }

    @Test(arguments: [1, 2, 3])
    func framesPaintedOverTheirDamageEqualFramesPaintedWhole(scale: Int) throws {
        let rasterizer = Rasterizer(scale: scale, pictures: pictures), whole = Rasterizer(scale: scale, pictures: pictures)
        var reference: RenderedFrame?
        for t in 0 ..< 7 {
            let rendered = try rasterizer.render(list(t), over: reference)
            #expect(rendered.frame == (try whole.render(list(t))), "frame \(t) at scale \(scale)")
            reference = rendered
        }
    }
}
