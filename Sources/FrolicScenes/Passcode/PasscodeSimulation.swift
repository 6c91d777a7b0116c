import FrolicCore

/// The passcode game, stepped at 600 Hz: circles move on display frames
/// (`displayRate`), taps send one circle at a time to the next free base, rounds
/// end with a card. See `PasscodeGame` for the rules and the deviations.
struct PasscodeSimulation {
    /// A circle on its way to a base.
    struct Move: Hashable, Sendable {
        var circle: Int
        var from: Point
        var base: Int
        var start: Int
    }

    let size: Size
    let effect: PasscodeGame
    private var random: SeededRandom
    private(set) var circles: [PasscodeCircle]
    /// The bases' numbers, one array per round.
    let baseNumbers: [[Int]]
    /// The round being played, 0-based; `effect.rounds` once the game is over.
    private(set) var round = 0
    /// Circles placed in this round; the next free base has this index.
    private(set) var placed = 0
    private(set) var move: Move?
    /// Start ticks of the bases' glows, by base.
    private(set) var flashes: [(base: Int, start: Int)] = []
    private(set) var card: PasscodeCard?
    /// When the finished round's circles go and the bases take the next
    /// numbers: once the card covers them (`swapUnderCard`).
    private(set) var swapAt: Int?
    /// With `replay`: when the card's button was pressed and the board began
    /// to dissolve into the new game.
    private(set) var replayFrom: Int?
    /// Circles stand still up to this tick: a replayed game waits for its card
    /// to slide out, as the first game starts still at tick 0.
    private var stillUntil = 0
    /// The game as it starts, for `replay`.
    private let startCircles: [PasscodeCircle]
    private let startRandom: SeededRandom
    private var indicators: GestureIndicators
    /// Ticks elapsed: the time the state describes.
    private(set) var now = 0

    private let displayInterval: Int
    private let moveTicks: Int
    private let flashTicks: Int
    private let slideTicks: Int

    init(effect: PasscodeGame, scene: SceneHeader) {
        self.effect = effect
        size = scene.size
        indicators = GestureIndicators(enabled: scene.showGestures)
        var random = SeededRandom(seed: scene.seed)
        let radius = effect.circleDiameter / 2
        let lo = Int((effect.minSpeed * 100).rounded()), hi = Int((effect.maxSpeed * 100).rounded())
        circles = (1...effect.circleCount).map { n in
            let color = effect.color(forDraw: random.unit())
            let vx = Double(random.integer(lo, hi)) / 100
            let vy = Double(random.integer(lo, hi)) / 100
            return PasscodeCircle(number: n, color: color, center: effect.circleStart + Point(radius, radius),
                                  velocity: Point(vx, vy))
        }
        baseNumbers = PasscodeBaseNumbers.deal(count: effect.circleCount, rounds: effect.rounds,
                                               perRound: effect.baseCount, using: &random)
        if effect.spreadStart { Self.spread(&circles, over: effect, using: &random) }
        self.random = random
        startCircles = circles
        startRandom = random
        displayInterval = Timeline.tickRate / effect.displayRate
        moveTicks = Timeline.ticks(effect.moveDuration)
        flashTicks = Timeline.ticks(effect.flashDuration)
        slideTicks = Timeline.ticks(effect.cardSlideDuration)
    }

    private var radius: Double { effect.circleDiameter / 2 }

    /// `spreadStart`: the bounce box cut into a grid of at least one cell per
    /// circle, each circle's centre at a seeded point of its own (shuffled)
    /// cell, clear of the cell's edges by its radius where the cell allows
    /// and off `startClearOf` where a few draws find room, and its
    /// velocity's signs drawn. Drawn after everything the original
    /// draws, so a game without it keeps the original's sequence.
    private static func spread(_ circles: inout [PasscodeCircle], over effect: PasscodeGame, using random: inout SeededRandom) {
        let lo = effect.bounceMin, hi = effect.bounceMax, r = effect.circleDiameter / 2
        let width = hi.x - lo.x, height = hi.y - lo.y
        let columns = max(1, Int((Double(circles.count) * width / height).squareRoot().rounded(.up)))
        let rows = (circles.count + columns - 1) / columns
        var cells = Array(0 ..< columns * rows)
        for i in stride(from: cells.count - 1, to: 0, by: -1) { cells.swapAt(i, random.integer(0, i)) }
        let cell = Size(width / Double(columns), height / Double(rows))
        let marginX = min(r, cell.width / 2), marginY = min(r, cell.height / 2)
        func point(inCell c: Int, using random: inout SeededRandom) -> Point {
            let (column, row) = (c % columns, c / columns)
            let x = lo.x + Double(column) * cell.width + marginX + random.unit() * (cell.width - 2 * marginX)
            let y = lo.y + Double(row) * cell.height + marginY + random.unit() * (cell.height - 2 * marginY)
            return Point(x.rounded(), y.rounded())
        }
        let avoid = effect.startClearOf
        func clear(_ p: Point) -> Bool { !avoid.contains { $0.intersection(Rect(center: p, size: Size(2 * r, 2 * r))) != nil } }
        for i in circles.indices {
            var p = point(inCell: cells[i], using: &random)
            // Clear of what must stay readable: a few more tries in its cell, then in any cell.
            var tries = 0
            while !avoid.isEmpty, !clear(p), tries < clearTries {
                p = point(inCell: tries < clearTries / 2 ? cells[i] : random.integer(0, cells.count - 1), using: &random)
                tries += 1
            }
            circles[i].center = p
            if random.unit() < 0.5 { circles[i].velocity.x.negate() }
            if random.unit() < 0.5 { circles[i].velocity.y.negate() }
        }
    }

    /// Points drawn at most for a circle that starts on `startClearOf`.
    static let clearTries = 24

    /// The centre of circle `i` as drawn now.
    func center(of i: Int) -> Point {
        if let m = move, m.circle == i {
            let t = moveTicks == 0 ? 1 : Double(now - m.start) / Double(moveTicks)
            return Point.interpolate(m.from, effect.baseFrame(m.base).center, TimingCurve.easeInOut.value(at: t))
        }
        return circles[i].center
    }

    /// The numbers the bases show now (none once the game is over).
    var currentBaseNumbers: [Int] { round < baseNumbers.count ? baseNumbers[round] : [] }

    mutating func step(tick: Int, gestures: [Gesture]) {
        now = tick
        indicators.step(tick: tick)
        for g in gestures {
            switch g {
            case .tap(let p): tap(point: p, target: nil)
            case .tapTarget(let n): tap(point: nil, target: n)
            case .shake, .scroll, .drag: break
            }
        }
        now = tick + 1
        if now % displayInterval == 0, now > stillUntil {
            for i in circles.indices where circles[i].state == .bouncing {
                circles[i].advance(min: effect.bounceMin, max: effect.bounceMax, quirk: effect.bounceQuirk)
            }
        }
        if let m = move, now - m.start >= moveTicks { arrive(m) }
        if let s = swapAt, now >= s { swapAt = nil; nextRound() }
        flashes.removeAll { now - $0.start >= flashTicks }
        if let c = card, c.isGone(at: now) { card = nil }
        if let r = replayFrom, now - r >= slideTicks { startOver() }
    }

    /// `replay`: the dissolve is complete; the game is back at its start, still
    /// until the card (now set to slide out) has gone.
    private mutating func startOver() {
        reset()
        replayFrom = nil
        card?.dismissedAt = now
        stillUntil = now + slideTicks
    }

    /// The game's state at tick 0: circles, draws, round and bases.
    private mutating func reset() {
        circles = startCircles
        random = startRandom
        round = 0
        placed = 0
        move = nil
        flashes = []
        swapAt = nil
    }

    /// A tap at `point`, or on the circle numbered `target`.
    private mutating func tap(point: Point?, target: Int?) {
        if let c = card {
            // The card covers the board: the tap is for its button.
            indicators.tap(at: point ?? PasscodeCard.buttonFrame(in: c.frame(at: now)).center)
            if c.isWaiting(at: now), !c.isFinal, replayFrom == nil {
                if effect.replay { replayFrom = now } else { card?.dismissedAt = now }
            }
            return
        }
        let hit: Int?
        if let n = target {
            hit = circles.firstIndex { $0.number == n && $0.state != .hidden }
        } else if let p = point {
            hit = topmostCircle(at: p)
        } else {
            hit = nil
        }
        if let p = point ?? hit.map(center(of:)) { indicators.tap(at: p) }
        guard let i = hit, move == nil, circles[i].state == .bouncing, placed < currentBaseNumbers.count else { return }
        circles[i].state = .moving
        move = Move(circle: i, from: center(of: i), base: placed, start: now)
    }

    /// The last drawn visible circle whose disc holds `p`.
    func topmostCircle(at p: Point) -> Int? {
        circles.indices.reversed().first { i in
            circles[i].state != .hidden && (p - center(of: i)).length <= radius
        }
    }

    /// The moving circle reached its base: it stays if its number is the
    /// base's, else it jumps to a random spot and bounces on.
    private mutating func arrive(_ m: Move) {
        move = nil
        let numbers = currentBaseNumbers
        guard circles[m.circle].number == numbers[m.base] else {
            let s = effect.wrongLandingSpread
            circles[m.circle].center = effect.wrongLanding + Point(Double(random.integer(0, s)), Double(random.integer(0, s)))
            circles[m.circle].state = .bouncing
            return
        }
        circles[m.circle].center = effect.baseFrame(m.base).center
        circles[m.circle].state = .placed(base: m.base)
        flashes.append((base: m.base, start: now))
        placed += 1
        guard placed == numbers.count else { return }
        let isFinal = round + 1 == effect.rounds
        let rest = isFinal ? Rect(origin: effect.finalCardOrigin, size: effect.finalCardSize)
                           : Rect(origin: effect.cardOrigin, size: effect.cardSize)
        card = PasscodeCard(round: round + 1, numbers: numbers, isFinal: isFinal, replays: effect.replay, frame: rest,
                            shownAt: now, dismissedAt: nil, slideTicks: slideTicks)
        if effect.swapUnderCard { swapAt = now + slideTicks } else { nextRound() }
    }

    /// The round is over: its placed circles hide and the bases ask for the
    /// next round's numbers.
    private mutating func nextRound() {
        for i in circles.indices where circles[i].state != .bouncing { circles[i].state = .hidden }
        round += 1
        placed = 0
    }

    /// The board and the touches, over nothing.
    func draw() -> DisplayList {
        DisplayList(size: size, commands: board() + touches())
    }

    /// The taps as touch circles: where a tap by number lands is known only here.
    func touches() -> [DrawCommand] { indicators.draw(in: size) }

    /// The bases, circles and round card, without the background; while a
    /// replay dissolves, the board fades out as the new game's fades in.
    func board() -> [DrawCommand] {
        var list = pieces()
        if let r = replayFrom {
            var start = self
            start.reset()
            let t = Double(now - r) / Double(max(1, slideTicks))
            list = [.layer(Layer(list, opacity: 1 - t)), .layer(Layer(start.pieces(), opacity: t))]
        }
        if let c = card { list.append(contentsOf: c.draw(at: now)) }
        return list
    }

    /// The bases (with their glows) and the circles.
    private func pieces() -> [DrawCommand] {
        var list = bases()
        for i in circles.indices where circles[i].state != .hidden {
            let f = Rect(center: center(of: i), size: Size(effect.circleDiameter, effect.circleDiameter))
            if let picture = effect.picture(ofCircle: circles[i].number) {
                list.append(.sprite(Sprite(picture: picture, center: f.center, size: f.size)))
            } else {
                list.append(.ellipse(f, style: .fill(circles[i].color)))
            }
            list.append(.text(TextRun("   \(circles[i].number)", in: f, fontSize: 17, color: .white)))
        }
        return list
    }

    /// The bases with their numbers and any flash.
    func bases() -> [DrawCommand] {
        var list: [DrawCommand] = []
        let numbers = currentBaseNumbers
        for j in 0..<effect.baseCount {
            let f = effect.baseFrame(j)
            for flash in flashes where flash.base == j {
                let t = flashTicks == 0 ? 1 : Double(now - flash.start) / Double(flashTicks)
                // A ring that starts just outside the (now covered) base and
                // spreads while it fades: the base "pings".
                let glow = f.insetBy(dx: -3 - 11 * t, dy: -3 - 11 * t)
                list.append(.ellipse(glow.insetBy(dx: -4, dy: -4), style: .fill(effect.flashColor.withAlpha(0.45 * (1 - t)))))
                list.append(.ellipse(glow, style: ShapeStyle(stroke: effect.flashColor.withAlpha(1 - t), lineWidth: 4)))
            }
            list.append(.ellipse(f, style: ShapeStyle(fill: .white, stroke: effect.baseBorder, lineWidth: effect.baseBorderWidth)))
            if j < numbers.count {
                list.append(.text(TextRun("   \(numbers[j]) ", in: f, fontSize: 17, color: .black)))
            }
        }
        return list
    }
}
