public import AppearanceKit

/// Copies of one screen side by side in one live window, each copy in a panel that carries its
/// own scope (#35): the demo's three themes, the studio's theme beside another.
///
/// Each panel is a view of the environment's size holding a copy of the screen, its interface
/// style overridden, its scope attached (and, if asked, isolated from the app's rules, R12).
/// Draw a panel by passing it to the renderer as the root.
///
/// ```swift
/// let panels = try ScopedPanels(screen: .demo, size: size, panels: [
///     .init(scope: try PreviewTheme.brand.makeScope(), style: .light),
///     .init(scope: try PreviewTheme.builtin(.ocean).makeScope(), style: .light),
/// ])
/// let svg = SVGRenderer().render(panels[0], size: size)
/// ```
@MainActor
public final class ScopedPanels {
    /// One copy of the screen: the scope it carries and how it is shown.
    public struct Panel {
        /// The scope attached to the panel, or `nil` for the app's rules alone.
        public var scope: AppearanceScope?
        /// Whether the panel keeps the app's global rules out (R12), so that the scope alone
        /// styles it.
        public var isolates: Bool
        /// The panel's interface style.
        public var style: UserInterfaceStyle
        /// The traits the screen is built for (the panel's style is set over them).
        public var traits: TraitCollection

        /// A panel carrying `scope`, in `style`.
        public init(scope: AppearanceScope?, isolates: Bool = false, style: UserInterfaceStyle, traits: TraitCollection = TraitCollection())
        {
            self.scope = scope
            self.isolates = isolates
            self.style = style
            self.traits = traits
        }
    }

    /// The window holding every panel, side by side.
    public let window: Window
    /// The panels' views, left to right.
    public let views: [View]
    /// The screens' own windows: they keep the screens' view controllers alive while their
    /// views are shown in the panels.
    private let screenWindows: [Window]

    /// Builds `panels.count` copies of `screen` of `size`, in one window whose screen traits
    /// are `windowTraits`.
    ///
    /// - Throws: ``ToolError`` when the screen's builder fails.
    public init(screen: PreviewScreen, size: CGSize, windowTraits: TraitCollection = TraitCollection(), panels: [Panel]) throws(ToolError) {
        window = Window(frame: CGRect(x: 0, y: 0, width: size.width * Double(panels.count), height: size.height))
        window.screenTraits = window.screenTraits.merging(windowTraits)
        window.makeKeyAndVisible()
        var views: [View] = [], screenWindows: [Window] = []
        for (index, panel) in panels.enumerated() {
            var traits = panel.traits
            traits.userInterfaceStyle = panel.style
            let screenWindow = try screen.makeWindow(for: PreviewEnvironment(size: size, traits: traits))
            let view = View(frame: CGRect(x: size.width * Double(index), y: 0, width: size.width, height: size.height))
            view.overrideUserInterfaceStyle = panel.style
            view.appearanceScope = panel.scope
            view.isolatesAppearance = panel.isolates
            // Moved, not copied: the screen's views (its root view controller's) enter this window.
            for subview in screenWindow.subviews { view.addSubview(subview) }
            window.addSubview(view)
            views.append(view)
            screenWindows.append(screenWindow)
        }
        self.views = views
        self.screenWindows = screenWindows
    }
}
