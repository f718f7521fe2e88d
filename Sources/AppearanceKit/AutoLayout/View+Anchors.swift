extension View {
    /// The leading edge (the left, in a left-to-right layout).
    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    /// The baseline of the first line of text (the bottom edge of a view without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    /// The baseline of the last line of text (the bottom edge of a view without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { dimension(.height) }

    private func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        anchor(attribute) { NSLayoutXAxisAnchor(item: $0, attribute: attribute) }
    }

    private func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        anchor(attribute) { NSLayoutYAxisAnchor(item: $0, attribute: attribute) }
    }

    private func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        anchor(attribute) { NSLayoutDimension(item: $0, attribute: attribute) }
    }

    /// The view's anchor for `attribute`, made by `make` the first time, so that anchors
    /// compare by identity as UIKit's do.
    private func anchor<Anchor: AnyObject>(_ attribute: NSLayoutConstraint.Attribute, make: (View) -> Anchor) -> Anchor {
        let state = autoLayout
        if let anchor = state.anchors[attribute] as? Anchor { return anchor }
        let anchor = make(self)
        state.anchors[attribute] = anchor
        return anchor
    }
}
