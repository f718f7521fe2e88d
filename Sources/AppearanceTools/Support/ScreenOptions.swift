import AppearanceKit
import AppearancePreview
import ArgumentParser

/// The options that choose a screen and its size: `--screen NAME` and `--size WxH`.
struct ScreenOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The screen: \(ToolCatalog.current.screenNames) (default: \(ToolCatalog.current.screens.first?.name ?? "none")).",
            valueName: "name"))
    var screen: String?

    @Option(help: ArgumentHelp("The screen size in points.", valueName: "WxH"))
    var size = ScreenSize(PreviewEnvironment.defaultSize)

    /// The screen `--screen` names.
    ///
    /// - Throws: A ``CommandFailure`` listing the screens there are.
    func previewScreen() throws(CommandFailure) -> PreviewScreen {
        do {
            return try ToolCatalog.current.screen(named: screen)
        } catch {
            throw CommandFailure(error.message)
        }
    }

    /// Builds the screen in a new window of the size, in `style`.
    ///
    /// - Throws: A ``CommandFailure`` with the screen builder's error.
    @MainActor
    func makeWindow(style: UserInterfaceStyle) throws(CommandFailure) -> (screen: PreviewScreen, window: Window) {
        let screen = try previewScreen()
        do {
            return (screen, try screen.makeWindow(for: PreviewEnvironment(size: size.size, style: style)))
        } catch {
            throw CommandFailure(error.message)
        }
    }
}
