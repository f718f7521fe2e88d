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
    /// - Throws: ``/AppearancePreview/ToolError`` for an unknown theme or screen (not found), or a
    ///   screen whose builder throws (app code failed).
    public func compare(_ settings: PreviewSettings, with otherID: String) throws(ToolError) -> String {
        let current = try theme(settings.themeID)
        let other = try theme(otherID)
        let screen = try catalog.screen(named: settings.screen)
        catalog.prepare()
        _ = current.apply()
        let scope = AppearanceScope(name: other.name) { _ = other.apply() }
        let halves: [(theme: StudioTheme, scope: AppearanceScope?)] = [(current, nil), (other, scope)]
        let sideBySide = try ScopedPanels(
            screen: screen, size: settings.size,
            windowTraits: settings.traits(from: TraitCollection(), style: settings.style ?? current.preview.defaultStyle),
            panels: halves.map { half in
                ScopedPanels.Panel(
                    scope: half.scope, isolates: half.scope != nil, style: settings.style ?? half.theme.preview.defaultStyle)
            })
        let panels = zip(halves, sideBySide.views).enumerated().map { index, pair in
            SVGPanel(
                title: pair.0.scope == nil ? pair.0.theme.name : "\(pair.0.theme.name), in a scope", root: pair.1,
                size: settings.size, idPrefix: "compare\(index)-")
        }
        withExtendedLifetime(sideBySide) {}
        return SVGRenderer().render(panels: panels)
    }
}
