public import AppearanceKit
import Synchronization

/// The app's own classes that storyboards and XIBs name (`customClass="AvatarView"`).
///
/// UIKit finds a custom class through the Objective-C runtime; Linux has none, so an app
/// registers each class its files name, once, before loading them. The class is made with
/// `init?(coder:)`, as UIKit makes it (an ``InterfaceBuilderCoder`` holds the element's
/// attributes), then the loader sets what the element says and calls `awakeFromNib()`.
///
/// ```swift
/// InterfaceBuilderClasses.register(AvatarView.self)                   // customClass="AvatarView"
/// InterfaceBuilderClasses.register(ProfileViewController.self, named: "ProfileVC")
/// ```
///
/// Names match without their module: `customModule="App" customClass="AvatarView"` finds a class
/// registered as `AvatarView` (and one registered as `App.AvatarView`, which wins). A class the
/// registry lacks, or one that is not a subclass of the element's kit class (a view class on a
/// `<viewController>`), is reported as an ``InterfaceBuilderWarning`` and the element's kit class
/// is made instead.
///
/// A class the registry lacks is made as its kit class under a run-time appearance type named
/// after it, whose supertype is the kit class (see `Appearance.assignType(_:to:)`):
/// theme rules and explanations that name `AvatarView` reach the stand-in, and so do the rules
/// for `ImageView`. Reading a file defines these types and registers them in
/// `AppearanceCatalog` (unless it has a class of that name), so a theme loaded
/// after the file can name them:
///
/// ```swift
/// let nib = try Nib(contentsOf: URL(fileURLWithPath: "ProfileCard.xib"))   // AvatarView unregistered
/// let theme = try ThemeFile.load(contentsOf: URL(fileURLWithPath: "Brand.yaml"))  // class: AvatarView
/// theme.apply()
/// ```
public enum InterfaceBuilderClasses {
    /// Makes an instance from a coder.
    typealias Factory = @MainActor @Sendable (InterfaceBuilderCoder) -> AnyObject?

    // MARK: - Registering

    /// Registers the view class `type` under its own name (`String(describing:)`).
    public static func register<T: View>(_ type: T.Type) {
        register(type, named: String(describing: type))
    }

    /// Registers the view class `type` under `name`, as a file's `customClass` writes it.
    public static func register<T: View>(_ type: T.Type, named name: String) {
        store(name) { coder in T(coder: coder) }
    }

    /// Registers the view controller class `type` under its own name (`String(describing:)`).
    public static func register<T: ViewController>(_ type: T.Type) {
        register(type, named: String(describing: type))
    }

    /// Registers the view controller class `type` under `name`, as a file's `customClass` writes it.
    public static func register<T: ViewController>(_ type: T.Type, named name: String) {
        store(name) { coder in T(coder: coder) }
    }

    /// Removes the class registered under `name`; returns whether one was.
    @discardableResult
    public static func unregister(named name: String) -> Bool {
        registry.withLock { $0.removeValue(forKey: name) != nil }
    }

    /// The registered names, sorted.
    public static var registeredNames: [String] {
        registry.withLock { $0.keys.sorted() }
    }

    // MARK: - Finding

    /// The factory for `customClass` in `module`: the module-qualified name first, then the
    /// bare class name.
    static func factory(forClass customClass: String, module: String?) -> Factory? {
        registry.withLock { registry in
            if let module, let factory = registry["\(module).\(customClass)"] { return factory }
            return registry[customClass]
        }
    }

    private static func store(_ name: String, _ factory: @escaping Factory) {
        registry.withLock { $0[name] = factory }
    }

    private static let registry = Mutex<[String: Factory]>([:])
}
