import ArgumentParser
import FrolicCore
import FrolicScenes

/// What `render`, `new` and `preview` take about a flow of pictures and the
/// device it is shown in, declared once so all say the same.
struct FlowOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("More pictures after the first: a flow, each pushed in by a tap, the effects on the last.",
                                 valueName: "picture"))
    var more: [String] = []

    @Option(help: ArgumentHelp("With pictures: show the screen in a device, `phone`, `window` or `none` (the GIF grows by it and its margin).",
                               valueName: "device"))
    var frame: String?

    // Unconditional, so that "--tap -1,5" is reported as a tap off the screen rather than a missing value.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("With two or more pictures: where the tap that pushes each next screen lands, in points (default: the centre).",
                               valueName: "x,y"))
    var tap: String?

    @Option(help: ArgumentHelp("With two or more pictures: how a screen of another size than the first meets it, "
                               + "`fill` (the default: covers it, centred, clipped), `fit` (whole, centred) or `stretch`.",
                               valueName: "fit"))
    var fit: String?

    /// The device `--frame` names; nil without one. An unknown name is an error at `--frame`.
    func device() throws -> DeviceFrame.Device? {
        guard let frame else { return nil }
        guard let device = DeviceFrame.Device(rawValue: frame) else {
            let names = DeviceFrame.Device.allCases.map(\.rawValue).joined(separator: ", ")
            throw FrolicError(file: FrolicError.commandLine, field: "--frame", "expected one of \(names), got \(FrolicError.quoted(frame))")
        }
        return device == DeviceFrame.Device.none ? nil : device
    }

    /// The point `--tap` gives; nil without one. It goes with two or more pictures.
    func point() throws -> Point? {
        guard let tap else { return nil }
        guard !more.isEmpty else {
            throw FrolicError(file: FrolicError.commandLine, field: "--tap", "goes with two or more pictures: the tap pushes the next one")
        }
        let parts = tap.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
            throw FrolicError(file: FrolicError.commandLine, field: "--tap", "expected x,y in points, e.g. 196,420, got \(FrolicError.quoted(tap))")
        }
        return Point(x, y)
    }

    /// How `--fit` says screens of other sizes meet the first; nil without it.
    func fitting() throws -> Backdrop.Fit? {
        guard let fit else { return nil }
        guard !more.isEmpty else {
            throw FrolicError(file: FrolicError.commandLine, field: "--fit", "goes with two or more pictures: it fits the later screens to the first")
        }
        guard let value = Backdrop.Fit(rawValue: fit) else {
            let names = Backdrop.Fit.allCases.map(\.rawValue).joined(separator: ", ")
            throw FrolicError(file: FrolicError.commandLine, field: "--fit", "expected one of \(names), got \(FrolicError.quoted(fit))")
        }
        return value
    }

    /// For a scene file, none of these may be given: it says its own.
    func checkNone() throws {
        if !more.isEmpty {
            throw FrolicError(file: FrolicError.commandLine, field: "<picture>",
                              "\(FrolicError.quoted(more[0])): more pictures go after a picture, not after a scene file")
        }
        if frame != nil { throw FrolicError(file: FrolicError.commandLine, field: "--frame", "goes with pictures; a scene file says its own `frame`") }
        if tap != nil { throw FrolicError(file: FrolicError.commandLine, field: "--tap", "goes with two or more pictures") }
        if fit != nil { throw FrolicError(file: FrolicError.commandLine, field: "--fit", "goes with two or more pictures; a scene file gives each screen its `fit`") }
    }
}
