import AppearanceKit

/// The run-time appearance types of the custom classes an app did not register.
///
/// An element naming `customClass="AvatarView"` with no registered class is made as its kit
/// class (an image view), and given a run-time type named `AvatarView` whose supertype is that
/// kit class: theme rules and explanations that name `AvatarView` reach it, and so do the
/// rules for `ImageView` and its superclasses (R4.1's class chain, with one class more).
///
/// A type is defined once per name and kit class, for the whole process, as the engine keeps
/// types forever; it is registered in `AppearanceCatalog` under its name unless the catalog
/// already has a class of that name (the app's own, or a stand-in for another kit class).
@MainActor
enum StandInTypes {
    private struct Key: Hashable {
        let name: String
        let kitType: AppearanceType
    }

    private static var types: [Key: AppearanceType] = [:]

    /// The type standing in for `name` on instances of `kitClass`, defined on first use.
    static func type(named name: String, standingInFor kitClass: AnyClass) -> AppearanceType? {
        let kitType = AppearanceType.of(kitClass)
        let key = Key(name: name, kitType: kitType)
        if let known = types[key] { return known }
        // Only the engine's limits (a million types) refuse a definition; the element then
        // keeps its kit class's type.
        guard let type = try? AppearanceType.define(name, supertype: kitType) else { return nil }
        types[key] = type
        if AppearanceCatalog.shared.type(named: name) == nil { AppearanceCatalog.shared.register(type) }
        return type
    }

    /// Defines the stand-in types of every unregistered custom class `document` names, so that
    /// a theme loaded after the file, before any of its scenes is made, can name them.
    static func define(for document: InterfaceBuilderDocument) {
        func visit(_ element: Element, depth: Int) {
            // The parser already bounds depth; this walk follows it.
            guard depth < ElementTreeParser.maximumDepth else { return }
            if let name = element["customClass"], isStandIn(name, module: element["customModule"]),
                let kitClass = ObjectBuilder.kitClasses[element.name]
            {
                _ = type(named: name, standingInFor: kitClass)
            }
            for child in element.children { visit(child, depth: depth + 1) }
        }
        visit(document.root, depth: 0)
    }

    /// Whether the custom class `name` is made as its element's kit class under a stand-in
    /// type: the app registered no class for it, and it is not one of UIKit's own.
    static func isStandIn(_ name: String, module: String?) -> Bool {
        !name.isEmpty && !name.hasPrefix("UI") && InterfaceBuilderClasses.factory(forClass: name, module: module) == nil
    }
}
