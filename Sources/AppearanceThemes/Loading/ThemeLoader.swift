public import Foundation

/// Loads theme files: reads them (and the themes they extend), checks them against the
/// catalog, and returns a theme ready to apply, or throws every problem found.
///
/// Loading never touches the proxies, so a file with errors leaves the theme in force alone;
/// only ``ThemeFile/apply()`` changes them, in one batch.
///
/// ```swift
/// let loader = ThemeLoader()
/// do {
///     let theme = try loader.load(contentsOf: URL(fileURLWithPath: "themes/brand.yaml"))
///     for warning in theme.warnings { print(warning) }
///     theme.apply()
/// } catch {
///     print(error)   // brand.yaml:12:5: error: unknown property 'textColour' for Label; did you mean 'textColor'?
/// }
/// ```
@MainActor
public struct ThemeLoader {
    /// The default size limit: 4 MB.
    public static let defaultMaximumFileSize = 4 << 20
    /// The most files a chain of `extends` may have.
    public static let maximumExtendsDepth = 16

    /// The largest file, in bytes, the loader reads; larger files get a ``ThemeDiagnostic/Code/fileTooLarge`` error.
    public var maximumFileSize: Int

    /// A loader.
    ///
    /// - Parameter maximumFileSize: The largest file to read, in bytes.
    public init(maximumFileSize: Int = ThemeLoader.defaultMaximumFileSize) {
        self.maximumFileSize = maximumFileSize
    }

    // MARK: - Loading

    /// Loads the theme file at `url` (YAML, or JSON for a `.json` file).
    ///
    /// - Throws: A ``ThemeError`` with every diagnostic when the file, or a file it extends,
    ///   has an error.
    public func load(contentsOf url: URL) throws(ThemeError) -> ThemeFile {
        let (theme, diagnostics) = evaluate(contentsOf: url)
        guard let theme else { throw ThemeError(diagnostics: diagnostics) }
        return theme
    }

    /// Loads a theme from `text`.
    ///
    /// - Parameters:
    ///   - text: The theme's YAML or JSON.
    ///   - path: The path shown in diagnostics; its extension picks the format when `format` is `nil`.
    ///   - format: The syntax, or `nil` to use the path's extension.
    ///   - directory: The folder relative `extends` paths start from; without it only built-in
    ///     themes can be extended.
    /// - Throws: A ``ThemeError`` with every diagnostic when the theme has an error.
    public func load(
        text: String, path: String = "theme.yaml", format: ThemeFormat? = nil, relativeTo directory: URL? = nil
    ) throws(ThemeError) -> ThemeFile {
        let (theme, diagnostics) = evaluate(text: text, path: path, format: format, relativeTo: directory)
        guard let theme else { throw ThemeError(diagnostics: diagnostics) }
        return theme
    }

    // MARK: - Checking

    /// Every diagnostic of the theme file at `url`, errors and warnings, without throwing (for
    /// linters and command-line tools).
    public func check(contentsOf url: URL) -> [ThemeDiagnostic] {
        evaluate(contentsOf: url).diagnostics
    }

    /// Every diagnostic of the theme in `text`, errors and warnings, without throwing.
    public func check(
        text: String, path: String = "theme.yaml", format: ThemeFormat? = nil, relativeTo directory: URL? = nil
    ) -> [ThemeDiagnostic] {
        evaluate(text: text, path: path, format: format, relativeTo: directory).diagnostics
    }

    // MARK: - Work

    private func evaluate(contentsOf url: URL) -> (theme: ThemeFile?, diagnostics: [ThemeDiagnostic]) {
        var log = DiagnosticLog()
        guard let source = readSource(at: url, log: &log, reportAt: nil) else {
            return (nil, log.sorted(fileOrder: [url.path]))
        }
        return evaluate(source, url: url, directory: url.deletingLastPathComponent(), log: log)
    }

    private func evaluate(text: String, path: String, format: ThemeFormat?, relativeTo directory: URL?)
        -> (theme: ThemeFile?, diagnostics: [ThemeDiagnostic])
    {
        let (source, log) = ThemeText.check(text, path: path, format: format, limit: maximumFileSize)
        guard let source else { return (nil, log.sorted(fileOrder: [path])) }
        return evaluate(source, url: nil, directory: directory, log: log)
    }

    /// Reads the chain of `extends` from `source`, resolves it, and returns the theme when
    /// nothing is an error.
    private func evaluate(_ source: ThemeSource, url: URL?, directory: URL?, log initialLog: DiagnosticLog)
        -> (theme: ThemeFile?, diagnostics: [ThemeDiagnostic])
    {
        NameSuggestion.withBudget { evaluateChain(source, url: url, directory: directory, log: initialLog) }
    }

    private func evaluateChain(_ source: ThemeSource, url: URL?, directory: URL?, log initialLog: DiagnosticLog)
        -> (theme: ThemeFile?, diagnostics: [ThemeDiagnostic])
    {
        AppearanceCatalog.shared.registerKit()
        var log = initialLog
        var chain: [(source: ThemeSource, document: ThemeDocument, url: URL?)] = []
        var visited: [String] = [url.map(Self.key) ?? source.path]
        var current: (source: ThemeSource, url: URL?, directory: URL?)? = (source, url, directory)
        while let (source, url, directory) = current {
            current = nil
            let (document, documentLog) = ThemeDocument.read(source, checked: true)
            log.append(contentsOf: documentLog)
            chain.append((source, document, url))
            guard let extends = document.extends else { break }
            guard chain.count < Self.maximumExtendsDepth else {
                log.error(
                    .extendsCycle,
                    "'extends' chains more than \(Self.maximumExtendsDepth) files; merge some of the themes",
                    at: extends.location)
                break
            }
            guard let parent = parentURL(extends, directory: directory, log: &log) else { break }
            let key = Self.key(parent)
            if visited.contains(key) {
                let names = (visited + [key]).map { ($0 as NSString).lastPathComponent }
                log.error(
                    .extendsCycle,
                    "'extends: \(extends.value)' makes a loop (\(names.joined(separator: " -> "))); "
                        + "remove the 'extends' of one of these files",
                    at: extends.location)
                break
            }
            visited.append(key)
            guard let parentSource = readSource(at: parent, log: &log, reportAt: extends) else { break }
            current = (parentSource, parent, parent.deletingLastPathComponent())
        }

        var variables: [String: ThemeDocument.Variable] = [:]
        variables.reserveCapacity(chain.reduce(0) { $0 + $1.document.variables.count })
        for link in chain.reversed() {
            for variable in link.document.variables { variables[variable.name.value] = variable }
        }
        var resolver = ThemeResolver(log: log, variables: variables)
        for link in chain.reversed() { resolver.resolve(link.document) }
        resolver.checkUnusedVariables(of: chain.reversed().map(\.document))
        log = resolver.log

        let diagnostics = log.sorted(fileOrder: chain.map(\.source.path))
        guard !log.hasErrors else { return (nil, diagnostics) }
        let name = chain[0].document.name?.value ?? Self.defaultName(for: chain[0].source.path)
        let theme = ThemeFile(
            name: name, url: url, documents: chain.reversed().map(\.document),
            resolved: ResolvedTheme(name: name, assignments: resolver.assignments),
            warnings: diagnostics, fileURLs: chain.compactMap(\.url), variables: variables)
        return (theme, diagnostics)
    }

    /// The file `extends` names: a built-in theme, or a path relative to `directory`.
    private func parentURL(_ extends: ThemeDocument.Located<String>, directory: URL?, log: inout DiagnosticLog) -> URL? {
        let reference = extends.value
        let builtinNames = BuiltinTheme.allCases.map(\.rawValue)
        let isPath = reference.contains("/") || reference.contains(".")
        if !isPath {
            if let builtin = BuiltinTheme(rawValue: reference.lowercased()) { return builtin.url }
            log.error(
                .extendsNotFound,
                "unknown built-in theme '\(reference)'"
                    + NameSuggestion.didYouMean(
                        reference, in: builtinNames,
                        then: "extend \(builtinNames.joined(separator: ", ")), or a file path such as 'base.yaml'"),
                at: extends.location)
            return nil
        }
        if reference.hasPrefix("/") { return URL(fileURLWithPath: reference) }
        guard let directory else {
            log.error(
                .extendsNotFound,
                "'extends: \(reference)' is relative, but this theme was not loaded from a file; "
                    + "load it with a folder, or extend a built-in theme (\(builtinNames.joined(separator: ", ")))",
                at: extends.location)
            return nil
        }
        return directory.appendingPathComponent(reference)
    }

    /// The checked text of the file at `url`, or `nil` after reporting why there is none.
    ///
    /// A problem with the file as a whole (missing, a folder, a device or a pipe, too large,
    /// empty) is reported at the `extends` that names it, when there is one, since that is the
    /// line to fix; a problem at a place inside the file is reported there.
    private func readSource(at url: URL, log: inout DiagnosticLog, reportAt extends: ThemeDocument.Located<String>?)
        -> ThemeSource?
    {
        let path = url.path
        let data: Data
        switch ThemeFileReader.read(path, limit: maximumFileSize) {
        case .success(let contents):
            data = contents
        case .failure(let problem):
            let isTooLarge = if case .tooLarge = problem { true } else { false }
            if let extends {
                log.error(
                    isTooLarge ? .fileTooLarge : .extendsNotFound,
                    "cannot read '\(extends.value)' named by 'extends' (\(problem.description)); \(problem.fix)",
                    at: extends.location)
            } else if isTooLarge {
                log.error(.fileTooLarge, "\(problem.description); \(problem.fix)", at: ThemeLocation(path: path, line: 1, column: 1))
            } else {
                log.error(
                    .unreadableFile, "cannot read the theme file (\(problem.description)); check the path", at: ThemeLocation(path: path))
            }
            return nil
        }
        let (source, textLog) = ThemeText.decode(data, path: path, format: nil, limit: maximumFileSize)
        guard let extends else {
            log.append(contentsOf: textLog)
            return source
        }
        for diagnostic in textLog.diagnostics {
            if diagnostic.code == .emptyFile {
                log.error(
                    .emptyFile, "'\(extends.value)' named by 'extends' is empty; give it rules, or extend another theme",
                    at: extends.location)
            } else {
                log.report(diagnostic.severity, diagnostic.code, diagnostic.message, at: diagnostic.location)
            }
        }
        return source
    }

    /// The key that identifies a file in a chain of `extends`.
    private static func key(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The file name without its extension: the name of a theme that gives none.
    static func defaultName(for path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
