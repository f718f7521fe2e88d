/// The view a ``BackgroundConfiguration`` is drawn with: the cell's background view while the
/// configuration is set, filled, rounded and stroked as it says, with its custom view inside.
@MainActor
final class BackgroundConfigurationView: View {
    /// Shows `configuration`.
    func show(_ configuration: BackgroundConfiguration) {
        backgroundColor = configuration.backgroundColor
        layer.cornerRadius = configuration.cornerRadius
        layer.borderWidth = configuration.strokeColor == nil ? 0 : configuration.strokeWidth
        layer.borderColor = configuration.strokeColor?.cgColor
        for subview in subviews where subview !== configuration.customView { subview.removeFromSuperview() }
        if let custom = configuration.customView, custom.superview !== self { addSubview(custom) }
    }
}
