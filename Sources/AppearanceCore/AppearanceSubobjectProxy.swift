/// Records values for a sub-object of the views a proxy matches: `SearchBar.appearance()
/// .searchTextField.textColor = .white`, `View.appearance().layer.cornerRadius = 8`.
///
/// Get one from a member of ``AppearanceProxy`` that names the sub-object (the kit declares
/// `layer`, `searchTextField`, `textLabel` and `detailTextLabel`; an app can declare its own
/// with ``AppearanceProxy/subobject(_:named:)``). Each value it records is a rule of the parent
/// proxy for the property at the joined key path (`\SearchBar.searchTextField.textColor`):
/// it matches, with the parent's containers and traits, the views the parent proxy matches,
/// and sets that property of their sub-object. When the sub-object is itself styled, its own
/// rules do not replace the value (R13), as in UIKit, where the container's proxy calls the
/// sub-object's setter; the app's own value still wins. Explanations list it under the
/// sub-object's property as well as under the joined name (`searchTextField.textColor`).
///
/// ```swift
/// extension AppearanceProxy where Target: BadgeView {
///     var label: AppearanceSubobjectProxy<Target, Label> { subobject(\.label, named: "label") }
/// }
/// BadgeView.appearance().label.textColor = .white
/// ```
@preconcurrency @MainActor
@dynamicMemberLookup
public struct AppearanceSubobjectProxy<Target: AnyObject, Subobject: AnyObject> {
    /// The proxy whose rules the values become.
    public let parent: AppearanceProxy<Target>
    /// The key path from the parent's class to the sub-object.
    public let path: KeyPath<Target, Subobject>
    /// How explanations name the sub-object (`searchTextField`), if known.
    public let name: String?

    /// Reads what the parent recorded for the sub-object's property, or records a value; `nil`
    /// removes the record.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Subobject, Value>) -> Value? {
        get { parent[path.appending(path: keyPath)] }
        nonmutating set {
            let joined = path.appending(path: keyPath)
            parent[joined] = newValue
            // R13 (Rules.md): a styled sub-object's own rules do not replace these values.
            ProxyRegistry.shared.properties.noteSubobjectPath(
                joined, subobject: name, at: path, property: keyPath, styled: Subobject.self is any AppearanceNode.Type)
        }
    }

    /// A sub-object of this sub-object (`cell.textLabel.layer`).
    public subscript<Next: AnyObject>(dynamicMember keyPath: KeyPath<Subobject, Next>) -> AppearanceSubobjectProxy<Target, Next> {
        AppearanceSubobjectProxy<Target, Next>(parent: parent, path: path.appending(path: keyPath), name: nil)
    }
}

extension AppearanceProxy {
    /// A proxy for the sub-object at `path` of the views this proxy matches; members of the
    /// proxy that name a sub-object return it. `name` is how explanations name the sub-object
    /// (`searchTextField.textColor`).
    public func subobject<Subobject: AnyObject>(
        _ path: KeyPath<Target, Subobject>, named name: String? = nil
    ) -> AppearanceSubobjectProxy<Target, Subobject> {
        AppearanceSubobjectProxy(parent: self, path: path, name: name)
    }
}
