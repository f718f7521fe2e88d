/// The content and background configurations of a cell, header or footer, and the views that
/// show them: what ``TableViewCell`` and ``TableViewHeaderFooterView`` keep, and set up the
/// same way.
@MainActor
struct ConfigurationSlots {
    /// The content configuration set.
    var content: (any ContentConfiguration)?
    /// The view showing it (inside the owner's content view).
    var contentView: (any View & ContentView)?
    /// The background configuration set.
    var background: BackgroundConfiguration?
    /// The view drawing it (the owner's background view).
    var backgroundView: BackgroundConfigurationView?

    /// Shows `configuration` in `host` (the owner's content view): the view showing the last
    /// one takes it if it can, else a new view replaces it; `labels` (the owner's own text
    /// labels) leave while a configuration is shown and come back when it is removed.
    mutating func setContent(_ configuration: (any ContentConfiguration)?, in host: View, labels: [View]) {
        content = configuration
        guard let configuration else {
            contentView?.removeFromSuperview()
            contentView = nil
            for label in labels where label.superview !== host { host.addSubview(label) }
            host.setNeedsLayout()
            return
        }
        if let shown = contentView, shown.supports(configuration) {
            shown.configuration = configuration
        } else {
            contentView?.removeFromSuperview()
            let made = configuration.makeContentView()
            host.addSubview(made)
            contentView = made
        }
        for label in labels where label.superview === host { label.removeFromSuperview() }
        host.setNeedsLayout()
    }

    /// Draws `configuration` as a background view; returns the view to set as the owner's
    /// background view (`nil` when the configuration is removed).
    mutating func setBackground(_ configuration: BackgroundConfiguration?) -> View? {
        background = configuration
        guard let configuration else {
            backgroundView = nil
            return nil
        }
        let view = backgroundView ?? BackgroundConfigurationView()
        view.show(configuration)
        backgroundView = view
        return view
    }
}
