import FrolicCore

/// A picture a scene names, and the field that names it, so that a missing or
/// broken picture is reported at `pigBurst.picture` before the first frame
/// rather than somewhere in the middle of a render.
package struct PictureUse: Hashable, Sendable {
    /// The field's path in the scene file, e.g. `shelfBoom.products[3].picture`.
    package var field: String
    /// The picture as the scene names it (see `PictureLibrary` for the lookup).
    package var name: String
    /// The size the picture is drawn at, when it is drawn stretched to it
    /// (aspect ignored); nil when it is drawn at its own aspect ratio.
    package var stretchedTo: Size?
    /// The field that sets `stretchedTo`, if the scene can change it.
    package var sizeField: String?

    package init(field: String, name: String, stretchedTo: Size? = nil, sizeField: String? = nil) {
        self.field = field; self.name = name; self.stretchedTo = stretchedTo; self.sizeField = sizeField
    }

    /// A warning when the picture will be visibly squashed or stretched: its
    /// own aspect ratio and the drawn one differ by more than 2 %.
    package func aspectWarning(pictureSize: Size) -> String? {
        guard let drawn = stretchedTo, drawn.width > 0, drawn.height > 0,
              pictureSize.width > 0, pictureSize.height > 0 else { return nil }
        let ratio = (drawn.width / drawn.height) / (pictureSize.width / pictureSize.height)
        guard abs(ratio - 1) > 0.02 else { return nil }
        func f(_ s: Size) -> String { "\(FrolicError.number(s.width))×\(FrolicError.number(s.height))" }
        let drawnAt = sizeField == nil && drawn.width == drawn.height ? "square" : "at \(f(drawn))"
        let fix = sizeField.map { "; give \($0) the picture's aspect ratio" } ?? ""
        return "\(FrolicError.quoted(name)) is \(f(pictureSize)) pixels but is drawn \(drawnAt), "
            + "so it will look \(ratio > 1 ? "stretched" : "squashed") sideways\(fix)"
    }
}
