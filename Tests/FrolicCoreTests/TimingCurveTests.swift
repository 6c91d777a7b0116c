import Testing
@testable import FrolicCore

@Suite struct TimingCurveTests {
    @Test func linearIsTheIdentity() {
        for i in 0...20 {
            let x = Double(i) / 20
            #expect(abs(TimingCurve.linear.value(at: x) - x) < 1e-9)
        }
    }

    @Test func endsAreFixedAndInputIsClamped() {
        for c in [TimingCurve.easeIn, .easeOut, .easeInOut, .default, TimingCurve(0.24, 0.59, 0.506667, 0.026667)] {
            #expect(c.value(at: 0) == 0 && c.value(at: 1) == 1)
            #expect(c.value(at: -0.5) == 0 && c.value(at: 1.5) == 1)
        }
    }

    @Test func easeInOutIsSymmetric() {
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        for x in [0.1, 0.2, 0.33, 0.4] {
            #expect(abs(TimingCurve.easeInOut.value(at: x) + TimingCurve.easeInOut.value(at: 1 - x) - 1) < 1e-9)
        }
    }

    /// Reference values from a 200-step bisection on x(t) in Python, run once:
    ///     def bz(t,p1,p2): u=1-t; return 3*u*u*t*p1+3*u*t*t*p2+t**3
    ///     bisect t with bz(t,x1,x2) = x, then bz(t,y1,y2)
    @Test func cubicBezierMatchesAnIndependentSolver() {
        #expect(abs(TimingCurve(0.42, 0, 0.58, 1).value(at: 0.25) - 0.1291619310473198) < 1e-7)
        #expect(abs(TimingCurve(0.42, 0, 0.58, 1).value(at: 0.75) - 0.8708380689526802) < 1e-7)
        #expect(abs(TimingCurve.default.value(at: 0.25) - 0.40851059135539586) < 1e-7)
        #expect(abs(TimingCurve.easeIn.value(at: 0.1) - 0.017026609651562948) < 1e-7)
    }

    @Test func tweenHoldsEndsAndEasesBetween() {
        let t = Tween(from: 10.0, to: 30.0, delay: 1, duration: 2, curve: .easeInOut)
        #expect(t.value(at: 0) == 10 && t.value(at: 1) == 10)
        #expect(abs(t.value(at: 2) - 20) < 1e-9, "midpoint of a symmetric curve")
        #expect(abs(t.value(at: 1.5) - (10 + 20 * 0.1291619310473198)) < 1e-6)
        #expect(t.value(at: 3) == 30 && t.value(at: 99) == 30)
        let linear = Tween(from: Point(0, 0), to: Point(10, -4), duration: 1)
        let p = linear.value(at: 0.25)
        #expect(abs(p.x - 2.5) < 1e-9 && abs(p.y + 1) < 1e-9)
    }

    @Test func keyframesInterpolateBetweenEvenlySpacedValues() {
        let k = Keyframes(values: [0.0, 10, -10, 0], duration: 3)
        #expect(k.value(at: 0) == 0 && k.value(at: 1) == 10 && k.value(at: 2) == -10 && k.value(at: 3) == 0)
        #expect(k.value(at: 0.5) == 5 && k.value(at: 1.5) == 0 && k.value(at: 2.25) == -7.5)
        #expect(k.value(at: -1) == 0 && k.value(at: 7) == 0)
        #expect(Keyframes(values: [4.0], duration: 1).value(at: 0.5) == 4)
    }
}
