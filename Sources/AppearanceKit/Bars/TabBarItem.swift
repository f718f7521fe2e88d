public import AppearanceCore

/// An item in a tab bar.
@preconcurrency @MainActor
open class TabBarItem: BarItem {
    /// The badge text.
    public var badgeValue: String?
    /// The image shown when selected.
    public var selectedImage: Image?

    /// The badge background colour.
    @Styled public var badgeColor: Color? = nil
    /// Moves the title, in points.
    @Styled public var titlePositionAdjustment = Offset.zero

    /// An item with a title and images.
    public init(title: String?, image: Image?, selectedImage: Image? = nil) {
        self.selectedImage = selectedImage
        super.init(title: title, image: image)
    }

    /// An item with a title, an image and a tag, as UIKit's `init(title:image:tag:)`.
    public convenience init(title: String?, image: Image?, tag: Int) {
        self.init(title: title, image: image)
        self.tag = tag
    }
}

/// A horizontal and vertical offset in points (UIKit's `UIOffset`).
public struct Offset: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// An offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = Offset(horizontal: 0, vertical: 0)

    /// `(h, v)`.
    public var description: String { "(\(horizontal), \(vertical))" }
}
