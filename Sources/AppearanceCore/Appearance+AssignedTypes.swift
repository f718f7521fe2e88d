extension Appearance {
    /// Gives `node` the appearance type `type` instead of its Swift class: rules for `type`
    /// and for every supertype of it match the node, and explanations and theme files name it
    /// by `type`'s name.
    ///
    /// This is how a node stands in for a class that has no Swift counterpart: a storyboard's
    /// `customClass="AvatarView"` that the app did not register is made as the kit's image
    /// view under a run-time type `AvatarView` whose supertype is the image view's class, so
    /// rules for `AvatarView` and for `ImageView` both reach it.
    ///
    /// ```swift
    /// let avatarType = try AppearanceType.define("AvatarView", supertype: .of(ImageView.self))
    /// AppearanceCatalog.shared.register(avatarType)            // theme files may name it
    /// let avatar = ImageView(image: nil)
    /// Appearance.assignType(avatarType, to: avatar)
    /// Appearance.proxy(for: avatarType, as: ImageView.self).tintColor = .systemPink
    /// ```
    ///
    /// The type takes effect when the node is next resolved (entering a window, a move, a
    /// reload); assign it before the node enters a window. Walks and explanations use it
    /// whatever the node's own `appearanceType` says; the kit's views report it there too.
    ///
    /// - Precondition: `node` is an instance of the Swift class `type`'s instances have (or of a
    ///   subclass of it), since the values of `type`'s rules are written through that class's
    ///   properties; `type` is not a style class.
    public static func assignType(_ type: AppearanceType, to node: any AppearanceNode) {
        let table = TypeTable.shared
        guard let instanceClass = table.infos[Int(type.index)].swiftClass, !table.isStyleClass(type.index) else {
            preconditionFailure("\(type.name) is a style class, not a type a node can have")
        }
        precondition(
            AppearanceType.of(Swift.type(of: node)).isKind(of: .of(instanceClass)),
            "a \(Swift.type(of: node)) cannot have the type \(type.name), whose instances are \(instanceClass)s")
        node.appearanceState.typeIndex = type.index
    }
}
