import AppearanceKit
import Foundation

/// Makes the kit's objects from a document's elements: one builder per instantiation (a scene,
/// or a XIB's top-level objects), so ids resolve within what it built.
///
/// Building is in two passes: elements become objects top-down, recording every id, and then
/// the references between them (constraints, which may name a view further down the file) are
/// resolved and `awakeFromNib()` is called, as UIKit calls it once the whole archive is read.
@MainActor
final class ObjectBuilder {
    /// The document read.
    let document: InterfaceBuilderDocument
    /// The catalog named colours and images come from first.
    let assets: AssetCatalog?
    /// What the build found and worked around.
    private(set) var warnings: [InterfaceBuilderWarning] = []
    /// Every object built, by its id: views, layout guides, controllers.
    var objects: [String: AnyObject] = [:]
    /// The `dataSource` and `delegate` outlets of tables and collection views, connected once
    /// every id is known.
    var pendingDataSourceOutlets: [(view: View, outlets: [Element])] = []
    /// Constraint lists and the views that hold them, resolved once every id is known.
    var pendingConstraints: [(list: [Element], holder: View)] = []
    /// Views to wake once the build is done, in the order they were made.
    var madeViews: [View] = []
    /// The old top and bottom layout guides' ids, and the safe area edge each stands for.
    var legacyGuideEdges: [String: NSLayoutConstraint.Attribute] = [:]
    /// Controllers whose root view the build set, told `awakeFromNib()` then `viewDidLoad()`
    /// once it is done.
    var loadedControllers: [ViewController] = []
    /// The size classes whose `<variation>`s apply (``inSizeClasses(_:)``).
    let horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class whose `<variation>`s apply.
    let verticalSizeClass: UserInterfaceSizeClass
    /// The ids of the subviews and constraints the size classes' masks leave out.
    var excludedIDs: Set<String> = []
    /// The `<namedColor>` resources by name: the light value Xcode stores beside the catalog.
    let namedColorResources: [String: Element]
    /// The `<systemColor>` resources by name.
    let systemColorResources: [String: Element]

    /// A builder over `document`, resolving named colours through `assets` first and applying
    /// the variations of the given size classes (by default, the file's device's).
    init(
        document: InterfaceBuilderDocument, assets: AssetCatalog?, horizontalSizeClass: UserInterfaceSizeClass? = nil,
        verticalSizeClass: UserInterfaceSizeClass? = nil
    ) {
        self.document = document
        self.assets = assets
        self.horizontalSizeClass = horizontalSizeClass ?? document.device.horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass ?? document.device.verticalSizeClass
        let resources = document.root.children(of: "resources")
        var named: [String: Element] = [:]
        var system: [String: Element] = [:]
        for resource in resources {
            guard let name = resource["name"] else { continue }
            if resource.name == "namedColor" { named[name] = resource }
            if resource.name == "systemColor" { system[name] = resource }
        }
        namedColorResources = named
        systemColorResources = system
    }

    /// The view whose attributes are being read: the colours read are recorded as its.
    var configuredView: View?

    /// Where `element` is in the file, as tools name places.
    func location(of element: Element) -> AppearanceSourceLocation {
        AppearanceSourceLocation(file: document.path, line: element.line, column: element.column, kind: .interfaceBuilder)
    }

    /// Records a warning about `element`.
    func warn(_ message: String, at element: Element) {
        let warning = InterfaceBuilderWarning(message, path: document.path, line: element.line, column: element.column)
        if !warnings.contains(warning) { warnings.append(warning) }
    }

    /// Records `object` under the element's `id`.
    func record(_ object: AnyObject, for element: Element) {
        if let id = element["id"] { objects[id] = object }
    }

    /// What `make` makes from the file, finished (see ``finish()``).
    ///
    /// The file's values are the objects' initial values, not the app's explicit ones, as in
    /// UIKit, whose decoding sets them before the appearance proxies apply theirs when a view
    /// enters a window: rules replace them, and a property no rule styles any more returns to
    /// the file's value (Rules.md, R4.3). The app's own code the build calls (a registered
    /// class's `init?(coder:)`, `awakeFromNib()`, `viewDidLoad()`) sets explicit values.
    func build<Result>(_ make: () -> Result) -> Result {
        let result = Appearance.withInitialValues(make)
        finish()
        return result
    }

    /// Resolves what waited for the whole tree (constraints) and wakes the views.
    func finish() {
        for (list, holder) in pendingConstraints {
            installConstraints(list, on: holder)
        }
        pendingConstraints = []
        connectDataSources()
        for view in madeViews { view.awakeFromNib() }
        madeViews = []
        // UIKit wakes a storyboard's controllers before their views load.
        for controller in loadedControllers { controller.awakeFromNib() }
        for controller in loadedControllers { controller.viewDidLoad() }
        loadedControllers = []
    }

    // MARK: - Classes

    /// An instance for `element`: the registered app class its `customClass` names when there
    /// is one of the right kind, else what `make` makes (the element's kit class), under a
    /// stand-in type named after the custom class when the app registered none (see
    /// ``StandInTypes``).
    func instantiate<T: AnyObject>(_ element: Element, as kitType: T.Type, make: () -> T) -> T {
        guard let customClass = element["customClass"], !customClass.isEmpty else { return make() }
        let kitName = String(describing: kitType)
        guard let factory = InterfaceBuilderClasses.factory(forClass: customClass, module: element["customModule"]) else {
            // UIKit's own classes named as custom classes (customClass="UIView") are the kit's.
            if customClass.hasPrefix("UI") { return make() }
            warn(
                "custom class \(customClass) is not registered, so a \(kitName) stands in (matched by rules for "
                    + "\(customClass) and for \(kitName)); register the app's class with "
                    + "InterfaceBuilderClasses.register(\(customClass).self) before loading", at: element)
            return standIn(make(), named: customClass)
        }
        let coder = InterfaceBuilderCoder(className: customClass, elementName: element.name, attributes: element.attributes)
        // The app's initializer is the app's code: what it sets is explicit.
        guard let object = Appearance.withExplicitValues({ factory(coder) }) else {
            warn("\(customClass)'s init?(coder:) returned nil, so a \(kitName) stands in", at: element)
            return make()
        }
        guard let typed = object as? T else {
            warn(
                "\(customClass) is a \(type(of: object)), not a subclass of \(kitName) as <\(element.name)> needs, "
                    + "so a \(kitName) stands in; register a subclass of \(kitName) under that name", at: element)
            return make()
        }
        return typed
    }

    /// `object` under the stand-in type for `name` (views and controllers; other objects keep
    /// their class's type).
    private func standIn<T: AnyObject>(_ object: T, named name: String) -> T {
        guard let type = StandInTypes.type(named: name, standingInFor: Swift.type(of: object)) else { return object }
        if let node = object as? any AppearanceNode {
            Appearance.assignType(type, to: node)
        } else if let controller = object as? ViewController {
            controller.assignedAppearanceType = type
        }
        return object
    }
}
