/// A frame's content as plain values: what to draw, in order (painter's
/// algorithm), on a canvas of `size` points. Two simulations with one seed
/// produce equal display lists.
package struct DisplayList: Hashable, Sendable {
    package var size: Size
    package var commands: [DrawCommand]

    package init(size: Size, commands: [DrawCommand] = []) {
        self.size = size; self.commands = commands
    }

    package mutating func append(_ command: DrawCommand) { commands.append(command) }
    package mutating func append(contentsOf more: [DrawCommand]) { commands.append(contentsOf: more) }
}
