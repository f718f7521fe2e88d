import AppearanceAudit
import AppearanceKit
import AppearancePreview
import ArgumentParser

/// The options that choose a screen and the device it shows on: `--screen NAME`, `--size WxH`,
/// `--contrast normal|high` and `--content-size SIZE`.
struct ScreenOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The screen: \(ToolCatalog.current.screenNames) (default: \(ToolCatalog.current.screens.first?.name ?? "none")).",
            valueName: "name"))
    var screen: String?

    @Option(help: ArgumentHelp("The screen size in points.", valueName: "WxH"))
    var size = ScreenSize(PreviewEnvironment.defaultSize)

    @Option(help: "The accessibility contrast: normal or high (default: normal).")
    var contrast: ContrastArgument?

    @Option(
        name: .customLong("content-size"),
        help: ArgumentHelp(
            "The text size (Dynamic Type): \(ContentSizeArgument.names) (AX1 to AX5 for the accessibility sizes; default: large).",
            valueName: "size"))
    var contentSize: ContentSizeArgument?

    /// The contrast asked for, normal when none is.
    var contrastValue: ContrastArgument { contrast ?? .normal }

    /// The text size asked for, large when none is.
    var contentSizeValue: ContentSizeArgument { contentSize ?? ContentSizeArgument(category: .large) }

    /// The screen `--screen` names.
    ///
    /// - Throws: A ``/AppearancePreview/ToolError`` listing the screens there are.
    func previewScreen() throws(ToolError) -> PreviewScreen {
        try ToolCatalog.current.screen(named: screen)
    }

    /// The state `--contrast` and `--content-size` ask for in `style`, as an audit names it.
    @MainActor
    func state(style: UserInterfaceStyle) -> TraitState {
        var traits = TraitCollection()
        traits.userInterfaceStyle = style
        traits.accessibilityContrast = contrastValue.value
        traits.preferredContentSizeCategory = contentSizeValue.category
        return TraitState(
            values: [("style", style.rawValue), ("contrast", contrastValue.rawValue), ("contentSize", contentSizeValue.category.rawValue)],
            traits: traits)
    }

    /// Builds `screen` (the one ``previewScreen()`` named) in a new window of the size, in
    /// `style`, with the contrast and text size.
    ///
    /// - Throws: A ``/AppearancePreview/ToolError`` with the screen builder's error.
    @MainActor
    func makeWindow(_ screen: PreviewScreen, style: UserInterfaceStyle) throws(ToolError) -> Window {
        try screen.makeWindow(for: PreviewEnvironment(size: size.size, traits: state(style: style).traits))
    }
}
