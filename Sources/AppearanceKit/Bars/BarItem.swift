public import AppearanceCore
public import Foundation

/// An item shown in a bar: not a view, yet styled by appearance while its bar is in a window,
/// like UIKit's `UIBarItem` (its bar is its container).
///
/// ```swift
/// BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).tintColor = .orange
/// BarItem.appearance().setTitleTextAttributes([.foregroundColor: Color.red], for: .normal)
/// ```
@preconcurrency @MainActor
open class BarItem: AppearanceNode {
    /// Engine bookkeeping.
    public let appearanceState = AppearanceNodeState()
    /// The bar showing this item; set by the bar.
    public internal(set) weak var bar: View?

    /// The title.
    public var title: String?
    /// The image.
    public var image: Image?
    /// Whether the item responds to taps.
    open var isEnabled = true
    /// A number the app identifies the item by, as UIKit's `tag`.
    open var tag = 0
    /// A name for finding the item.
    public var accessibilityIdentifier: String?

    /// Title text attributes per control state.
    @Styled public var titleTextAttributesByState = AxisValues<ControlState, [NSAttributedString.Key: Any]?>(default: nil)

    /// An item with an optional title and image.
    public init(title: String? = nil, image: Image? = nil) {
        self.title = title
        self.image = image
    }

    /// Title text attributes for one control state.
    public subscript(titleTextAttributes state: ControlState) -> [NSAttributedString.Key: Any]? {
        get { titleTextAttributesByState[state] }
        set { titleTextAttributesByState[state] = newValue }
    }

    /// Sets the title text attributes for a state (explicit on this instance).
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: ControlState) {
        self[titleTextAttributes: state] = attributes
    }

    /// The title text attributes for a state; `.normal`'s when the state has none.
    public func titleTextAttributes(for state: ControlState) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState.valueFallingBackToNormal(for: state)
    }

    /// The bar.
    public var appearanceContainer: (any AppearanceContainer)? { bar }

    /// Bar items have no children.
    open func forEachAppearanceChild(_ body: (any AppearanceNode) -> Void) {}
}

extension AppearanceProxy where Target: BarItem {
    /// Records title text attributes for a control state.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: ControlState) {
        self[\.[titleTextAttributes: state]] = attributes
    }

    /// The title text attributes this proxy recorded for `state`, or `nil`.
    public func titleTextAttributes(for state: ControlState) -> [NSAttributedString.Key: Any]? {
        self[\.[titleTextAttributes: state]] ?? nil
    }
}
