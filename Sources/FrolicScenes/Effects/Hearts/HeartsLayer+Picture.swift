import FrolicCore

extension HeartsLayer {
    /// Hearts rise from a tap that covers no heading, so the title they
    /// float over stays readable (`ScreenContent.clearTapPoint`).
    package static func gesturePoint(in size: Size, content: ScreenContent) -> Point? {
        content.clearTapPoint(in: size)
    }
}
