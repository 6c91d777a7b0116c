import ArgumentParser

@main
struct Frolic: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frolic",
        abstract: "Render small UI effects offscreen into deterministic animated GIFs.",
        discussion: """
        Same scene, same seed, same bytes: the GIFs are fit for visual-regression snapshots.
        Scene files are JSON; see README.md for the format. Built-in examples live in Examples/.
        """,
        subcommands: [RenderCommand.self, ExamplesCommand.self, SnapshotCommand.self, BenchCommand.self]
    )
}
