import Foundation
import Testing

/// The slow tiers of the tests. Every test not in one is the fast tier,
/// which `make check` runs alone; `make test` runs them all.
///
/// A slow suite or test carries its tier's tag and a condition that reads
/// `FROLIC_TEST_TIERS`, a comma-separated list of the slow tiers to run
/// (unset: all): `FROLIC_TEST_TIERS=none` runs the fast tier alone,
/// `FROLIC_TEST_TIERS=examples` adds the example renders to it. With
/// `swift test --filter` a tier's suites run alone.
package enum TestTier: String, CaseIterable, Sendable {
    /// Renders every example whole, or every frame of one: minutes in a debug build.
    case examples
    /// Runs `frolic` as a user would for seconds at a time: the fuzzer, signals
    /// sent mid-render, a package that builds Frolic again.
    case processes
    /// Drives the preview and review pages in headless Chromium.
    case browser

    package var tag: Tag {
        switch self {
        case .examples: .examples
        case .processes: .processes
        case .browser: .browser
        }
    }

    /// Whether `FROLIC_TEST_TIERS` asks for this tier.
    package var runs: Bool {
        guard let list = ProcessInfo.processInfo.environment["FROLIC_TEST_TIERS"] else { return true }
        return list.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == rawValue }
    }
}

extension Tag {
    @Tag package static var examples: Self
    @Tag package static var processes: Self
    @Tag package static var browser: Self
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite only when `FROLIC_TEST_TIERS` asks for `tier`
    /// (give the suite `.tags(tier.tag)` too, so reports and IDEs show it).
    package static func tier(_ tier: TestTier) -> Self {
        .enabled("the \(tier.rawValue) tier, left out by FROLIC_TEST_TIERS") { tier.runs }
    }
}
