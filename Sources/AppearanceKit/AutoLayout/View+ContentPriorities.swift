extension View {
    /// How strongly the view resists growing beyond its ``intrinsicContentSize`` along `axis`,
    /// as UIKit's: 250 (``LayoutPriority/defaultLow``), 251 for labels and image views.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> LayoutPriority {
        constraintState?.huggingPriority[axis] ?? defaultContentHuggingPriority
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard contentHuggingPriority(for: axis) != priority else { return }
        autoLayout.huggingPriority[axis] = priority
        constraintStructureDidChange()
    }

    /// How strongly the view resists shrinking below its ``intrinsicContentSize`` along `axis`,
    /// as UIKit's: 750 (``LayoutPriority/defaultHigh``).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> LayoutPriority {
        constraintState?.compressionResistancePriority[axis] ?? .defaultHigh
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard contentCompressionResistancePriority(for: axis) != priority else { return }
        autoLayout.compressionResistancePriority[axis] = priority
        constraintStructureDidChange()
    }

    /// UIKit's default hugging: labels and image views hug their content a little more than
    /// other views, so that beside a plain view they keep their size.
    private var defaultContentHuggingPriority: LayoutPriority {
        self is Label || self is ImageView ? LayoutPriority(251) : .defaultLow
    }
}
