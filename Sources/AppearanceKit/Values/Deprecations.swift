// Names the value types had before they took UIKit's shapes. Each forwards to its replacement;
// the compiler's fix-its rewrite call sites.

extension Font {
    /// The point size.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "pointSize")
    public var size: CGFloat { pointSize }

    /// The family name.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "familyName")
    public var name: String { familyName }

    /// A font of the family `name` in `weight`.
    @_documentation(visibility: internal)
    @available(*, deprecated, message: "use Font(name:size:) (failable, as in UIKit) and withWeight(_:)")
    public convenience init(name: String, size: CGFloat, weight: Weight) {
        self.init(attributes: Attributes(family: name, pointSize: size, weight: weight))
    }
}
