public import AppearanceKit

public extension TableViewCell {

    /// The color of the cell when it is selected.
    // Port: `@objc dynamic` dropped. The property is computed, so there is nothing for
    // `@Styled` to wrap; proxies set it through its setter as they set any writable property.
    var selectionColor: Color? {
        get { return selectedBackgroundView?.backgroundColor }
        set {
            guard selectionStyle != .none else { return }
            selectedBackgroundView = View().with {
                $0.backgroundColor = newValue
            }
        }
    }
}
