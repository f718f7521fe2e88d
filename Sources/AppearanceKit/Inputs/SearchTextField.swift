public import AppearanceCore

/// The text field inside a search bar.
///
/// The Swift stand-in for `UISearchTextField`: a ``TextField`` that is a real subview of its
/// ``SearchBar``, so the usual way to style search fields works, as in UIKit:
///
/// ```swift
/// TextField.appearance(whenContainedInInstancesOf: [SearchBar.self]).defaultTextAttributes = [
///     .foregroundColor: Color.white,
/// ]
/// TextField.appearance(whenContainedInInstancesOf: [SearchBar.self]).backgroundColor = .systemIndigo
/// SearchTextField.appearance().tokenBackgroundColor = .systemTeal
/// ```
///
/// With the border style `.none` (the default) it is drawn as a search field: a rounded, filled
/// box with the bar's search icon; a background image or another border style replaces that.
@preconcurrency @MainActor
open class SearchTextField: TextField {
    /// The background colour of tokens; `nil` uses the tint colour.
    @Styled public var tokenBackgroundColor: Color? = nil

    /// A search field with the given frame, as UIKit's `init(frame:)`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A search field from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
