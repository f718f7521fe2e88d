/// What a menu holds, as UIKit's `UIMenuElement`: an ``Action`` or a submenu (``Menu``).
@preconcurrency @MainActor
open class MenuElement {
    /// A checkmark state, as UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable, Hashable, CaseIterable {
        /// No checkmark.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A dash: some of what it stands for is on.
        case mixed = 2
    }

    /// The title shown.
    open var title: String
    /// A second line under the title.
    open var subtitle: String?
    /// The image shown beside the title.
    open var image: Image?

    /// An element titled `title`.
    public init(title: String, subtitle: String? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
