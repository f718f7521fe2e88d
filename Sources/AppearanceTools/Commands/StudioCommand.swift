import AppearancePreview
import AppearanceStudio
import ArgumentParser
import Dispatch
import Foundation

/// `appearance studio`: a local web page that previews, switches, inspects and edits themes live.
struct StudioCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "studio",
            abstract: "Preview, switch, inspect and edit themes live in a local web page.",
            discussion: """
                Serves a page on 127.0.0.1 (only) that shows the screens (\(ToolCatalog.current.screenNames)) \
                in any theme (\(ToolCatalog.current.themeNames), and the files given), in light or \
                dark style, normal or high contrast, compact or regular width, any content size \
                and device size. Click a view to see why each property has its value and which \
                line of a theme file or of Swift set it; theme files are watched, and the page \
                updates when they change. Colours and numbers edited in the page are written \
                back into theme files, in place (never into Swift sources). Stop with Ctrl-C.

                \(CommandHelp.examples(CommandHelp.isAppearance ? [
                    "studio --theme docs/themes/brand.yaml",
                    "studio --theme ocean --port 8080 --open",
                    "studio --ib App/ --catalog App/Assets.xcassets",
                ] : [
                    "studio",
                    "studio --theme \(CommandHelp.firstTheme) --port 8080 --open",
                ]))
                """)
    }

    @Option(
        name: .customLong("theme"),
        help: ArgumentHelp(
            "A theme file (.yaml or .json) to watch and edit, or one of the themes to show first (repeatable).",
            valueName: "file|name"))
    var themes: [String] = []

    @OptionGroup var interfaceBuilder: InterfaceBuilderOptions

    @Option(help: "The port to listen on (0: any free port).")
    var port = 8_765

    @Flag(help: "Open the page in a web browser (xdg-open).")
    var open = false

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
    }

    mutating func run() throws {
        let themes = themes
        let port = port
        let open = open
        let interfaceBuilder = interfaceBuilder
        let studio = try reportingFailures { () throws(ToolError) in
            // With --ib, every scene and XIB view is a screen of the studio's list (#46).
            try interfaceBuilder.install()
            return try Studio(catalog: ToolCatalog.current, themeArguments: themes)
        }
        // The server runs in a task while the main thread serves the main actor (where the
        // views and the studio live); the task ends the process when the server stops.
        let token = studio.pageToken
        Task {
            do {
                try await StudioServer(studio: studio, port: port).run { url in
                    // Written straight to the file descriptor: a script waiting for the URL sees it at once.
                    FileHandle.standardOutput.write(
                        Data(
                            "Appearance Studio: \(url.absoluteString)  (Ctrl-C stops it)\nAPI token for scripts (X-Studio-Token): \(token)\n"
                                .utf8))
                    if open { Self.openInBrowser(url) }
                }
                Foundation.exit(0)
            } catch {
                Console.printError("error: the studio stopped: \(error)")
                Foundation.exit(1)
            }
        }
        dispatchMain()
    }

    /// Asks the desktop to open `url` with xdg-open; without one (a server, a container) it
    /// says so and the studio goes on.
    static func openInBrowser(_ url: URL) {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let opener = paths.map({ "\($0)/xdg-open" }).first(where: FileManager.default.isExecutableFile(atPath:)) else {
            Console.printError("note: no xdg-open to open a browser with; open \(url.absoluteString) yourself")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            Console.printError("note: could not open a browser (\(error.localizedDescription)); open the URL yourself")
        }
    }
}
