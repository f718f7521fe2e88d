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
        let state = autoLayout
        if let anchor = state.xAnchors[attribute] { return anchor }
        let anchor = NSLayoutXAxisAnchor(item: self, attribute: attribute)
        state.xAnchors[attribute] = anchor
        return anchor
    }

    private func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        let state = autoLayout
        if let anchor = state.yAnchors[attribute] { return anchor }
        let anchor = NSLayoutYAxisAnchor(item: self, attribute: attribute)
        state.yAnchors[attribute] = anchor
        return anchor
    }

    private func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        let state = autoLayout
        if let anchor = state.dimensions[attribute] { return anchor }
        let anchor = NSLayoutDimension(item: self, attribute: attribute)
        state.dimensions[attribute] = anchor
        return anchor
    }
}
