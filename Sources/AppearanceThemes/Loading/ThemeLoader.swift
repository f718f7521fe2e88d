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
        for link in chain.reversed() {
            for variable in link.document.variables { variables[variable.name.value] = variable }
        }
        var resolver = ThemeResolver(log: log, variables: variables)
        for link in chain.reversed() { resolver.resolve(link.document) }
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

    /// The checked text of the file at `url`, or `nil` after reporting why there is none (at
    /// the `extends` that names the file, when there is one).
    private func readSource(at url: URL, log: inout DiagnosticLog, reportAt extends: ThemeDocument.Located<String>?)
        -> ThemeSource?
    {
        let path = url.path
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        var problem: String?
        if !exists {
            problem = "no such file"
        } else if isDirectory.boolValue {
            problem = "it is a folder"
        } else if size > maximumFileSize {
            log.error(
                .fileTooLarge,
                "the file is \(size) bytes, over the \(maximumFileSize)-byte limit for theme files; "
                    + "split the theme into files that extend each other ('extends: base.yaml')",
                at: ThemeLocation(path: path))
            return nil
        }
        let data = problem == nil ? FileManager.default.contents(atPath: path) : nil
        if problem == nil, data == nil { problem = "permission denied" }
        guard let data else {
            if let extends {
                log.error(
                    .extendsNotFound,
                    "cannot read '\(extends.value)' named by 'extends' (\(problem ?? "")); "
                        + "write a path relative to this file's folder, or a built-in theme (dark, light, ocean)",
                    at: extends.location)
            } else {
                log.error(
                    .unreadableFile, "cannot read the theme file (\(problem ?? "")); check the path", at: ThemeLocation(path: path))
            }
            return nil
        }
        let (source, textLog) = ThemeText.decode(data, path: path, format: nil, limit: maximumFileSize)
        log.append(contentsOf: textLog)
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
