import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes

/// Flows: the screens move as the documented UIKit curves say, the frame
/// grows the scene, and bad flows are refused at their field.
@Suite struct FlowTests {
    /// Pictures whose size is in their name: `w x h` pixels, at density 1 below 800.
    struct Pictures: PictureSource {
        func pixelSize(of picture: String) throws -> Size {
            let parts = picture.split(separator: "x").compactMap { Double($0.filter(\.isNumber)) }
            return parts.count == 2 ? Size(parts[0], parts[1]) : Size(1179, 2556)
        }
        func resampled(_ picture: String, region: Rect, width: Int, height: Int) throws -> [Color] {
            Array(repeating: .white, count: width * height)
        }
        func resampled(_ picture: String, width: Int, height: Int) throws -> [Color] {
            Array(repeating: .white, count: width * height)
        }
    }

    static let size = Size(300, 600)

    /// Two screens, each one marker rectangle at its origin, so where a
    /// screen is drawn is where its marker is.
    static let a: [DrawCommand] = [.rect(Rect(x: 0, y: 0, width: 10, height: 10), style: .fill(Color(1, 0, 0)))]
    static let b: [DrawCommand] = [.rect(Rect(x: 0, y: 0, width: 10, height: 10), style: .fill(Color(0, 0, 1)))]

    /// Where the marker of `screen` is in a drawn list, and the group holding it.
    func marker(_ list: [DrawCommand], _ screen: [DrawCommand]) -> (origin: Point, group: Layer)? {
        guard case let .rect(_, _, style) = screen[0] else { return nil }
        for command in list {
            guard case let .layer(group) = command else { continue }
            for inner in group.commands {
                if case let .rect(r, _, s) = inner, s == style { return (r.origin, group) }
            }
        }
        return nil
    }

    func player(_ transition: Transition, duration: Double? = nil) -> FlowPlayer {
        var step = FlowStep()
        step.at = 1
        step.show = 1
        step.transition = transition
        step.duration = duration
        return FlowPlayer(size: Self.size, screens: [Self.a, Self.b], steps: [step])
    }

    /// The list drawn `seconds` after the move's start at 1 s.
    func drawn(_ player: FlowPlayer, _ seconds: Double) -> [DrawCommand] {
        var p = player
        p.step(tick: Timeline.ticks(1 + seconds) - 1)
        return p.draw()
    }

    /// The curve the docs give for push, pop and sheet (Flutter's
    /// `linearToEaseOut`), and UIView's default for the crossfade.
    let easeOut = TimingCurve(0.35, 0.91, 0.33, 0.97), easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    @Test func aPushSlidesTheNewScreenInFromTheRightAndTheOldAThirdLeft() throws {
        let w = Self.size.width
        for t in [0.05, 0.1, 0.175, 0.3] {
            let list = drawn(player(.push), t)
            let p = easeOut.value(at: t / 0.35)
            let old = try #require(marker(list, Self.a)), new = try #require(marker(list, Self.b))
            #expect(abs(new.origin.x - w * (1 - p)) < 1e-9, "t \(t)")
            #expect(abs(old.origin.x - (-w / 3 * p)) < 1e-9, "t \(t)")
            // The veil darkens the old screen as it goes: 10 % at the end.
            #expect(list.contains { if case let .rect(r, _, s) = $0 { return r.size == Self.size && abs((s.fill?.a ?? 0) - 0.1 * p) < 1e-9 }; return false })
        }
        // Half way in time the curve has done most of the move, as UIKit's push does.
        #expect(easeOut.value(at: 0.5) > 0.8)
        // Once done, the new screen alone, exactly its commands.
        #expect(drawn(player(.push), 0.35) == Self.b)
        #expect(drawn(player(.push), -0.5) == Self.a)
    }

    @Test func aPopSlidesTheTopScreenOffToTheRight() throws {
        let w = Self.size.width
        for t in [0.05, 0.15, 0.3] {
            let list = drawn(player(.pop), t)
            let p = easeOut.value(at: t / 0.35)
            let leaving = try #require(marker(list, Self.a)), back = try #require(marker(list, Self.b))
            #expect(abs(leaving.origin.x - w * p) < 1e-9)
            #expect(abs(back.origin.x - (-w / 3 * (1 - p))) < 1e-9)
        }
        #expect(drawn(player(.pop), 0.35) == Self.b)
        // Swiped back, the screens follow the finger's even pace.
        var step = FlowStep()
        (step.at, step.show, step.transition, step.swipe) = (1, 1, .pop, [Point(0, 300), Point(300, 300)])
        let swiped = FlowPlayer(size: Self.size, screens: [Self.a, Self.b], steps: [step])
        let leaving = try #require(marker(drawn(swiped, 0.175), Self.a))
        #expect(abs(leaving.origin.x - w * 0.5) < 1e-9)
    }

    /// The sheet's card in a drawn list: the group that rounds its corners,
    /// and the screen's group in it (shrunk to show whole, centred).
    func card(_ list: [DrawCommand]) -> (card: Layer, screen: Layer)? {
        for command in list {
            guard case let .layer(card) = command, card.clipCornerRadius > 0 else { continue }
            for inner in card.commands { if case let .layer(screen) = inner, screen.commands == Self.b { return (card, screen) } }
        }
        return nil
    }

    @Test func aSheetRisesWholeOnItsCardAndTheScreenBehindShrinks() throws {
        let w = Self.size.width, h = Self.size.height
        for t in [0.1, 0.25, 0.4] {
            let list = drawn(player(.sheet), t)
            let p = easeOut.value(at: t / 0.5)
            let (raised, sheet) = try #require(card(list)), behind = try #require(marker(list, Self.a))
            let top = h + (0.08 * h - h) * p
            // The card: full width from its top down past the screen's bottom, so only its top corners show rounded.
            let clip = try #require(raised.clip)
            #expect(abs(clip.minY - top) < 1e-9 && clip.width == w && clip.maxY > h)
            #expect(raised.clipCornerRadius == 10)
            // The screen on it whole: shrunk to the card's height, centred, its top at the card's.
            #expect(abs(sheet.transform.a - 0.92) < 1e-9 && abs(sheet.transform.d - 0.92) < 1e-9)
            #expect(abs(sheet.transform.apply(.zero).y - top) < 1e-9)
            #expect(abs(sheet.transform.apply(.zero).x - w * 0.04) < 1e-9)
            #expect(abs(sheet.transform.apply(Point(0, h)).y - (top + 0.92 * h)) < 1e-9)
            #expect(abs(behind.group.transform.a - (1 - 0.0835 * p)) < 1e-9)
            #expect(abs(behind.group.transform.apply(.zero).y - 0.068 * h * p) < 1e-9)
        }
        // Presented, the sheet stays where it rose to, its bottom at the screen's, over the screen behind.
        let presented = drawn(player(.sheet), 2)
        let shown = try #require(card(presented))
        #expect(abs(shown.screen.transform.apply(Point(0, h)).y - h) < 1e-9)
        #expect(abs(try #require(marker(presented, Self.a)).group.transform.a - (1 - 0.0835)) < 1e-9)
        // A pop back to the screen it covers dismisses it: the sheet goes down the way it came.
        var present = FlowStep(), dismiss = FlowStep()
        (present.at, present.show, present.transition) = (1, 1, .sheet)
        (dismiss.at, dismiss.show, dismiss.transition) = (2, 0, .pop)
        let both = FlowPlayer(size: Self.size, screens: [Self.a, Self.b], steps: [present, dismiss])
        let going = try #require(card(drawn(both, 1.1)))
        let p = easeOut.value(at: 0.1 / 0.35)
        #expect(abs(going.screen.transform.apply(.zero).y - (h + (0.08 * h - h) * (1 - p))) < 1e-9)
        #expect(drawn(both, 1.35) == Self.a)
    }

    /// On a move's first tick the new screen is wholly off: it is not drawn
    /// at all, for a group with no clip left would let the fill of its
    /// backdrop paint the whole screen (a blank frame).
    @Test func aScreenWhollyOffIsNotDrawn() throws {
        let filled: [DrawCommand] = [.fill(.white)] + Self.b
        for transition in [Transition.push, .sheet] {
            var step = FlowStep()
            (step.at, step.show, step.transition) = (1, 1, transition)
            var p = FlowPlayer(size: Self.size, screens: [Self.a, filled], steps: [step])
            p.step(tick: Timeline.ticks(1) - 1)
            let list = p.draw()
            #expect(marker(list, Self.a) != nil, "\(transition)")
            func unclipped(_ c: [DrawCommand]) -> Bool {
                c.contains { if case let .layer(l) = $0 { return (l.clip == nil && l.commands.contains(.fill(.white))) || unclipped(l.commands) }; return false }
            }
            #expect(!unclipped(list), "\(transition)")
            #expect(!list.contains(.fill(.white)), "\(transition)")
        }
    }

    @Test func aCrossfadeFadesTheNewScreenInAndADurationChangesTheTime() throws {
        for t in [0.05, 0.125, 0.2] {
            let new = try #require(marker(drawn(player(.crossfade), t), Self.b))
            #expect(abs(new.group.opacity - easeInOut.value(at: t / 0.25)) < 1e-9)
        }
        // Twice as long: at 0.25 s, half way.
        let slow = try #require(marker(drawn(player(.crossfade, duration: 0.5), 0.25), Self.b))
        #expect(abs(slow.group.opacity - easeInOut.value(at: 0.5)) < 1e-9)
        #expect(drawn(player(.crossfade), 0.25) == Self.b)
    }

    func scene(_ body: String, size: String = #""size": [300, 600], "#) throws -> SceneFile {
        let json = #"{ "name": "t", \#(size)"fps": 10, "duration": 4, \#(body) }"#
        return try SceneFile.decode(Data(json.utf8), path: "t.json")
    }

    @Test func aFrameGrowsTheSceneAndTheScreenKeepsItsPoints() throws {
        let file = try scene(##""screens": [{ "color": "#FF0000" }], "frame": { "device": "phone", "margin": 20 }"##)
        #expect(file.header.size == Size(300 + 2 * (20 + 12), 600 + 2 * (20 + 12)))
        let sim = try file.makeSimulation(environment: SceneEnvironment(pictures: Pictures()))
        #expect(sim.size == file.header.size)
        let window = try scene(##""screens": [{ "color": "#FF0000" }], "frame": { "device": "window", "margin": 0 }"##)
        #expect(window.header.size == Size(300 + 6, 600 + 28 + 3))
        // A flow's tap is a tap of the script: its touch is drawn, and layers that start on a tap start.
        let tapped = try scene(#""screens": [{}, {}], "flow": [{ "at": 1, "tap": [10, 20, 40, 40], "show": 1 }]"#)
        #expect(tapped.header.script.events == [ScriptEvent(time: 1, gesture: .tap(Point(30, 40)))])
        // A swipe back from the left edge is a drag over the pop's time.
        let swiped = try scene(#""screens": [{}, {}], "flow": [{ "at": 2, "swipe": [[0, 300], [200, 300]], "show": 0, "transition": "pop" }]"#)
        #expect(swiped.header.script.events == [ScriptEvent(time: 2, gesture: .drag(path: [Point(0, 300), Point(200, 300)], duration: 0.35))])
    }

    @Test func aScreensOwnEffectsStartWhenItIsInAndShowOnlyOnIt() throws {
        let environment = SceneEnvironment(pictures: Pictures())
        let steps = #""flow": [{ "at": 1, "show": 1 }, { "at": 3, "show": 0, "transition": "pop" }]"#
        let own = try scene(##""screens": [{ "color": "#FF0000" }, { "color": "#0000FF", "effects": [{ "confetti": { "start": "time", "at": 0 } }] }], "## + steps)
        let bare = try scene(##""screens": [{ "color": "#FF0000" }, { "color": "#0000FF" }], "## + steps)
        var a = try own.makeSimulation(environment: environment), b = try bare.makeSimulation(environment: environment)
        var differs: [Int] = []
        for tick in 0 ..< Timeline.ticks(3.5) {
            a.step(tick: tick, gestures: []); b.step(tick: tick, gestures: [])
            if tick % 30 == 29, a.draw() != b.draw() { differs.append(tick + 1) }
            // Mid-pop the confetti is drawn in the group of the screen it moves with, not over both.
            if tick + 1 == Timeline.ticks(3.2) {
                #expect(a.draw().commands.count == b.draw().commands.count && a.draw() != b.draw())
            }
        }
        // Nothing before the push has ended (1.35 s), confetti from then on
        // while screen 1 shows, and on through the pop that takes it away
        // (3–3.35 s), moving with it; nothing once it has gone.
        #expect(differs.first.map { $0 >= Timeline.ticks(1.35) } == true)
        #expect(differs.contains(Timeline.ticks(2)))
        #expect(differs.contains { $0 > Timeline.ticks(3) && $0 < Timeline.ticks(3.35) })
        #expect(differs.allSatisfy { $0 < Timeline.ticks(3.35) })
    }

    @Test func badFlowsAreRefusedAtTheirField() throws {
        expectLine(FrolicError(file: "t.json", field: "flow[0].show", "line 1, column 111: no screen 2: `screens` has screens 0…1")) {
            try scene(#""screens": [{}, {}], "flow": [{ "at": 1, "show": 2 }]"#)
        }
        expectLine(FrolicError(file: "t.json", field: "frame.device", #"expected one of "phone", "window", "none", got "tablet""#)) {
            try scene(#""screens": [{}], "frame": { "device": "tablet" }"#)
        }
        expectLine(FrolicError(file: "t.json", field: "screens", "give `backdrop` (one screen) or `screens` (a flow), not both")) {
            try scene(#""backdrop": {}, "screens": [{}], "effects": [{ "snow": {} }]"#)
        }
        expectLine(FrolicError(file: "t.json", field: "flow", "moves between `screens`, which the scene does not list")) {
            try scene(#""flow": [], "effects": [{ "snow": {} }]"#)
        }
        let environment = SceneEnvironment(pictures: Pictures())
        expectLine(FrolicError(file: "t.json", field: "flow[0].tap", "the point is outside the 300×600 screen")) {
            try scene(#""screens": [{}, {}], "flow": [{ "at": 1, "tap": [310, 20], "show": 1 }]"#).makeSimulation(environment: environment)
        }
        expectLine(FrolicError(file: "t.json", field: "flow[0].swipe[1]", "the point is outside the 300×600 screen")) {
            try scene(#""screens": [{}, {}], "flow": [{ "at": 1, "swipe": [[0, 20], [320, 20]], "show": 1 }]"#).makeSimulation(environment: environment)
        }
        // The first picture gives the size; another of a different size needs a rule.
        expectLine(FrolicError(file: "t.json", field: "screens[1].picture",
                               "is 300×500 points, the scene's screen 300×600: give this screen a `fit` (\"fill\", \"fit\" or \"stretch\") to say how it meets the screen")) {
            try scene(#""screens": [{ "picture": "300x600" }, { "picture": "300x500" }]"#).makeSimulation(environment: environment)
        }
        _ = try scene(#""screens": [{ "picture": "300x600" }, { "picture": "300x500", "fit": "fill" }]"#).makeSimulation(environment: environment)
    }
}
