import AppearanceKit
import AppearancePreview
import AppearanceRender
import AppearanceThemes
import ArgumentParser

/// `explain`: why one view of a screen has the value it has (R10), and where each rule that
/// sets it was written.
struct ExplainCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "explain",
            abstract: "Explain why a view of a screen has its value for a property, and which line set it.",
            discussion: """
                Applies the theme, builds the screen (\(ToolCatalog.current.screenNames)) and \
                lists every rule that sets the property for the view, in the order they apply: \
                which one won, why each other lost (outranked, trait mismatch, containers not \
                found, explicit value), and where each was written: the theme file's \
                file:line:column, or the Swift file and line of the appearance() call. The view \
                path names views by accessibility identifier, separated by '/': card/button is \
                the view 'button' inside the view 'card'. Axis properties name their axis value: \
                titleColor[normal]. With --layout, it explains the view's frame instead: \
                the constraints that decide it (with the file and line that made each), the \
                ones the layout broke, and whether it is ambiguous.
                \(CommandHelp.isAppearance ? """

                Views of the demo screen: navigationBar, headline, subhead, body, wifi/switch, \
                brightness/slider, copies/stepper, mode, footnote, save, delete, separator, card, \
                card/title, card/body, card/button, table, section/label, cell1/label, tabBar.
                """ : "")

                \(CommandHelp.examples(CommandHelp.isAppearance ? [
                    "explain --theme ocean --view card/title --property textColor",
                    "explain --theme dark --view save --property 'titleColor[normal]'",
                    "explain --theme themes/brand.yaml --view table --property backgroundColor --json",
                    "explain --theme ocean --screen controls --view search --property searchBarStyle",
                    "explain --view card/title --layout",
                ] : [
                    "explain --screen \(CommandHelp.firstScreen) --theme \(CommandHelp.firstTheme) --view PATH --property textColor",
                    "explain --screen \(CommandHelp.firstScreen) --view PATH --property textColor --json",
                    "explain --screen \(CommandHelp.firstScreen) --view PATH --layout",
                ]))
                """)
    }

    @OptionGroup var themeOptions: ThemeOptions

    @OptionGroup var screenOptions: ScreenOptions

    @OptionGroup var interfaceBuilder: InterfaceBuilderOptions

    @Option(help: ArgumentHelp("The view, by accessibility identifiers separated by '/'.", valueName: "path"))
    var view: String

    @Option(help: ArgumentHelp("The appearance property, such as textColor or titleColor[normal].", valueName: "name"))
    var property: String?

    @Flag(help: "Explain the view's frame instead: the constraints that decide it, broken ones, ambiguity.")
    var layout = false

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    mutating func validate() throws {
        if layout, property != nil { throw ValidationError("--layout explains the frame: leave out --property") }
        if !layout, property == nil { throw ValidationError("Missing expected argument '--property <name>' (or --layout)") }
        if layout, json { throw ValidationError("--layout prints text; leave out --json") }
    }

    mutating func run() throws {
        let options = themeOptions
        let interfaceBuilder = interfaceBuilder
        let screenOptions = screenOptions
        let path = view
        let property = property ?? ""
        let layout = layout
        let json = json
        try reportingFailures { () throws(ToolError) in
            try interfaceBuilder.install()
            let screen = try screenOptions.previewScreen()
            let theme = try options.applyTheme()
            let window = try screenOptions.makeWindow(screen, style: options.style(for: theme))
            let target: View
            do throws(ViewPathError) {
                target = try ViewPath(path).resolve(in: window)
            } catch {
                throw ToolError(error.kind == .malformed ? .badRequest : .notFound, error.description, cause: error)
            }
            if layout {
                print(target.layoutExplanation())
                return
            }
            guard let explanation = Appearance.explain(target, property: property) else {
                throw ToolError(.notFound, Self.unknownProperty(property, of: target))
            }
            if json {
                // Locations as the text writes them: relative paths, built-in themes by name.
                print(AppearanceJSON.text(of: ExplanationJSON(view: path, explanation: explanation), paths: .tool), terminator: "")
            } else {
                print(Self.text(explanation))
                if let place = Self.fileValuePlace(of: target, explanation: explanation) { print(place) }
            }
        }
    }

    /// For a view made from a storyboard or XIB whose value no rule or app code set: where the
    /// file writes the view (#46), as a line after the explanation.
    @MainActor
    static func fileValuePlace(of view: View, explanation: AppearanceExplanation) -> String? {
        guard explanation.winner == nil, !explanation.hasExplicitValue,
            let location = ViewSourceLocations.location(of: view)
        else { return nil }
        return "no rule or code sets it: the value is what \(SourcePaths.tool.text(of: location)) gives the view "
            + "(or the kit's default where the file says nothing)"
    }

    /// The explanation as text, each rule ending with where it was written (``SourcePaths``).
    @MainActor
    static func text(_ explanation: AppearanceExplanation) -> String {
        explanation.formatted { $0.location.map(SourcePaths.tool.text(of:)) }
    }

    /// Why `name` is not a property of `view`, and what to write instead.
    @MainActor
    static func unknownProperty(_ name: String, of view: View) -> String {
        let catalog = AppearanceCatalog.shared
        let type = view.appearanceType
        let className = String(describing: Swift.type(of: view))
        if let descriptor = catalog.property(named: name, of: type), descriptor.axisType != nil {
            return "'\(name)' of \(className) is set per axis value; name one, such as \(name)[normal]"
        }
        let base = String(name.prefix { $0 != "[" })
        if base != name, catalog.property(named: base, of: type) != nil {
            return "'\(name)' of \(className) has an axis value it does not know; try \(base)[normal]"
        }
        let names = catalog.propertyNames(of: type)
        if let suggestion = names.min(by: { distance($0, name) < distance($1, name) }), distance(suggestion, name) <= 3 {
            return "\(className) has no appearance property '\(name)'; did you mean '\(suggestion)'?"
        }
        return "\(className) has no appearance property '\(name)'; it has: \(names.joined(separator: ", "))"
    }

    /// The edit distance between two names, ignoring case.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased())
        let b = Array(b.lowercased())
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
