/// How paint meets what is already on the canvas. Light adds: overlapping
/// sparks grow brighter instead of hiding one another, as Vortex draws its
/// glowing presets with `.plusLighter`.
package enum BlendMode: String, Hashable, Sendable, CaseIterable {
    /// Source-over: paint covers what is under it by its opacity.
    case normal
    /// Porter–Duff plus: colours add and clip at white, so light on light burns to white.
    case add
    /// `1 − (1 − a)(1 − b)`: light that brightens without ever clipping; nothing shows on white.
    case screen
}
