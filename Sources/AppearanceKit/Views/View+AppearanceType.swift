extension View {
    /// The type rules match the view as: the run-time type
    /// ``/AppearanceCore/Appearance/assignType(_:to:)`` gave it (a storyboard's unregistered
    /// `customClass`), else its dynamic Swift class.
    ///
    /// Declared on the view rather than inherited from the protocol's default: the walk asks it
    /// once for every view it meets first, and this direct form costs what the default did.
    public var appearanceType: AppearanceType {
        let index = appearanceState.assignedTypeIndex
        return index >= 0 ? AppearanceType(index: index) : .of(type(of: self))
    }
}
