/// A frame's content as plain values: what to draw, in order (painter's
/// algorithm), on a canvas of `size` points. Two simulations with one seed
/// produce equal display lists.
public struct DisplayList: Hashable, Sendable {
    public var size: Size
    public var commands: [DrawCommand]

    public init(size: Size, commands: [DrawCommand] = []) {
        self.size = size; self.commands = commands
    }

    public mutating func append(_ command: DrawCommand) { commands.append(command) }
    public mutating func append(contentsOf more: [DrawCommand]) { commands.append(contentsOf: more) }
}
