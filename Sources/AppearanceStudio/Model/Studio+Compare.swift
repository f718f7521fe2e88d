import AppearanceKit
import AppearancePreview
import AppearanceRender

// Two themes side by side (#35): the page's theme and another, in one live tree, the other
// theme a scope over its half.
extension Studio {
    /// The screen in the settings' theme beside the same screen in the theme `otherID`, as one
    /// SVG of two panels.
    ///
    /// Both copies of the screen live in one window: the settings' theme is applied as the
    /// app's rules, as for ``render(_:)``, and the other theme is an `AppearanceScope` attached
    /// to the right half, which also isolates itself (R12) so that it shows the other theme
    /// exactly as it looks alone. Each half takes its theme's own style unless the settings
    /// name one.
    ///
    /// - Throws: ``StudioRequestError`` for an unknown theme or screen, or a screen that fails.
    public func compare(_ settings: PreviewSettings, with otherID: String) throws(StudioRequestError) -> String {
        let current = try theme(settings.themeID)
        let other = try theme(otherID)
        let screen: PreviewScreen
        do {
            screen = try catalog.screen(named: settings.screen)
        } catch {
            throw StudioRequestError(.notFound, error.message)
        }
        catalog.prepare()
        _ = current.apply()
        let scope = AppearanceScope(name: other.name) { _ = other.apply() }
        let halves: [(theme: StudioTheme, scope: AppearanceScope?)] = [(current, nil), (other, scope)]
        let size = settings.size
        let window = Window(frame: Rect(x: 0, y: 0, width: size.width * 2, height: size.height))
        window.screenTraits = settings.traits(from: window.screenTraits, style: settings.style ?? current.preview.defaultStyle)
        window.makeKeyAndVisible()
        // The screens' own windows keep their view controllers alive while their views are here.
        var screenWindows: [Window] = []
        var panels: [SVGPanel] = []
        for (index, half) in halves.enumerated() {
            let style = settings.style ?? half.theme.preview.defaultStyle
            let screenWindow: Window
            do {
                screenWindow = try screen.makeWindow(for: PreviewEnvironment(size: size, style: style))
            } catch {
                throw StudioRequestError(.screenFailed, error.message)
            }
            let container = View(frame: Rect(x: size.width * Double(index), y: 0, width: size.width, height: size.height))
            container.overrideUserInterfaceStyle = style
            container.appearanceScope = half.scope
            container.isolatesAppearance = half.scope != nil
            for view in screenWindow.subviews { container.addSubview(view) }
            window.addSubview(container)
            screenWindows.append(screenWindow)
            let title = half.scope == nil ? half.theme.name : "\(half.theme.name), in a scope"
            panels.append(SVGPanel(title: title, root: container, size: size, idPrefix: "compare\(index)-"))
        }
        withExtendedLifetime(screenWindows) {}
        return SVGRenderer().render(panels: panels)
    }
}
