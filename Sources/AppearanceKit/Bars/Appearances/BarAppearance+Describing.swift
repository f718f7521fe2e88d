public import AppearanceCore

extension BarAppearance: @MainActor AppearanceValueDescribing, @MainActor CustomStringConvertible {
    /// The class and the values that differ from a new object of the class, as explanations
    /// print it: `NavigationBarAppearance(backgroundEffect: nil, backgroundColor: #123456,
    /// titleTextAttributes: [foregroundColor: #ffffff])`.
    public var appearanceDescription: String {
        let defaults = type(of: self).init(idiom: idiom).appearanceFields()
        return "\(type(of: self))(\(AppearanceField.differences(appearanceFields(), from: defaults)))"
    }

    /// The same as ``appearanceDescription``.
    public var description: String { appearanceDescription }
}
