import ArgumentParser

@main
struct Frolic: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frolic",
        abstract: "Render small UI effects offscreen into deterministic animated GIFs.",
        subcommands: []
    )
}
