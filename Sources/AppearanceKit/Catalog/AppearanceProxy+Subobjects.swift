public import AppearanceCore

// The sub-objects apps reach through a proxy (#32): each write records a rule of the proxy for
// the sub-object's property, at the joined key path, so it matches the views the proxy matches
// with its containers and traits. Declared on the proxy (not reached through dynamic member
// lookup) so that `Self.appearance().layer` works in class methods too.

extension AppearanceProxy where Target: View {
    /// The layer of the views this proxy matches: `View.appearance().layer.cornerRadius = 8`.
    public var layer: AppearanceSubobjectProxy<Target, Layer> { subobject(\.layer, named: "layer") }
}

extension AppearanceProxy where Target: SearchBar {
    /// The search field of the bars this proxy matches:
    /// `SearchBar.appearance().searchTextField.textColor = .white`.
    public var searchTextField: AppearanceSubobjectProxy<Target, SearchTextField> { subobject(\.searchTextField, named: "searchTextField") }
}

extension AppearanceProxy where Target: TableViewCell {
    /// The title label of the cells this proxy matches.
    public var textLabel: AppearanceSubobjectProxy<Target, Label> { subobject(\.contentTextLabel, named: "textLabel") }

    /// The detail label of the cells this proxy matches.
    public var detailTextLabel: AppearanceSubobjectProxy<Target, Label> { subobject(\.contentDetailTextLabel, named: "detailTextLabel") }
}

extension AppearanceProxy where Target: TableViewHeaderFooterView {
    /// The label of the header and footer views this proxy matches.
    public var textLabel: AppearanceSubobjectProxy<Target, Label> { subobject(\.contentTextLabel, named: "textLabel") }
}
