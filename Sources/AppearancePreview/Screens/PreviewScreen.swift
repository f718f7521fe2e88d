public import AppearanceKit

/// A screen the tools can show: a name, and a builder that makes its window for a
/// ``PreviewEnvironment``.
///
/// Build the screen the way the app builds it (its view controllers, its views, their
/// accessibility identifiers, which `explain --view` paths name). The current theme's values
/// apply as the views enter the window, as on a device.
///
/// ```swift
/// let screens: [PreviewScreen] = [
///     .rootViewController("settings", title: "Settings") { _ in
///         NavigationController(rootViewController: SettingsViewController())
///     },
///     PreviewScreen("onboarding") { environment in
///         OnboardingWindow(size: environment.size)
///     },
/// ]
/// ```
public struct PreviewScreen: Sendable {
    /// The name the tools take (`--screen settings`, `?screen=settings`): letters, digits,
    /// `-` and `_`.
    public let name: String
    /// The name shown in the studio's menu.
    public let title: String
    private let build: @MainActor @Sendable (PreviewEnvironment) throws -> Window

    /// A screen whose builder makes its window.
    ///
    /// - Parameters:
    ///   - name: The name the tools take.
    ///   - title: The name shown in menus (the name, capitalised, by default).
    ///   - window: Makes the screen's window for the environment. A thrown error is shown in
    ///     the studio and by the command, and the other screens keep working.
    public init(
        _ name: String, title: String? = nil,
        window: @escaping @MainActor @Sendable (PreviewEnvironment) throws -> Window
    ) {
        self.name = name
        self.title = title ?? Self.defaultTitle(for: name)
        self.build = window
    }

    /// A screen whose builder makes its root view controller; the tools put it in a window of
    /// the environment's size and traits, made key and visible, as a scene delegate does.
    ///
    /// ```swift
    /// .rootViewController("settings") { _ in
    ///     NavigationController(rootViewController: SettingsViewController())
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name the tools take.
    ///   - title: The name shown in menus (the name, capitalised, by default).
    ///   - make: Makes the window's root view controller for the environment.
    public static func rootViewController(
        _ name: String, title: String? = nil,
        _ make: @escaping @MainActor @Sendable (PreviewEnvironment) throws -> ViewController
    ) -> PreviewScreen {
        PreviewScreen(name, title: title) { environment in
            let controller = try make(environment)
            let window = Window(frame: CGRect(origin: .zero, size: environment.size))
            window.screenTraits = environment.traits
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return window
        }
    }

    /// Builds the screen: a new window for `environment`, whose screen traits are then set to
    /// the environment's (merged over the window's own, so a builder may set more).
    ///
    /// - Throws: ``ToolError`` (``ToolError/Kind/appCodeFailed``) naming the screen, with the
    ///   builder's error as its cause.
    @MainActor
    public func makeWindow(for environment: PreviewEnvironment) throws(ToolError) -> Window {
        let window: Window
        do {
            window = try build(environment)
        } catch {
            throw ToolError(.appCodeFailed, "the screen '\(name)' could not be built: \(error)", cause: error)
        }
        window.screenTraits = window.screenTraits.merging(environment.traits)
        return window
    }

    /// `settings-detail` → `Settings detail`.
    private static func defaultTitle(for name: String) -> String {
        let words = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
