import Foundation
import Testing
import AppearanceThemes

/// Files a hostile or careless user writes (#12): each is an error with a location, found in
/// time that grows with the file, never a crash or a stall.
@MainActor
@Suite struct HostileFileTests {
    // MARK: - Duplicate keys

    @Test(arguments: [ThemeFormat.yaml, .json])
    func everyDuplicateKeyIsReportedAtItsOwnLine(format: ThemeFormat) {
        let count = 4_096
        let text =
            format == .yaml
            ? String(repeating: "name: x\n", count: count) + "rules: []\n"
            : "{" + Array(repeating: "\"name\": \"x\"", count: count).joined(separator: ",\n") + ", \"rules\": []}"
        let errors = ThemeLoader().check(text: text, path: format == .yaml ? "dup.yaml" : "dup.json").filter(\.isError)
        #expect(errors.count == count - 1)
        #expect(errors.allSatisfy { $0.code == .duplicateKey })
        #expect(errors.map(\.location.line) == Array(2...count).map { Optional($0) })
        #expect(errors.last?.message == "duplicate key 'name' (first at line 1, column \(format == .yaml ? 1 : 2)); remove one of the two")
    }

    @Test func duplicatesInsideFlowMappingsAndRulesToo() {
        let properties = Array(repeating: "textColor: red", count: 2_000).joined(separator: ", ")
        let text = "rules: [{class: Label, properties: {\(properties)}}]"
        let errors = ThemeLoader().check(text: text).filter(\.isError)
        #expect(errors.count == 1_999)
        #expect(errors.allSatisfy { $0.code == .duplicateKey && $0.location.line == 1 })
    }

    // MARK: - Long lines

    @Test func aDiagnosticOnALongLineShowsAnExcerptAroundTheColumn() throws {
        let rules = (0..<500).map { _ in "{\"class\": \"Label\", \"properties\": {\"textColour\": \"#123456\"}}" }
        let json = "{\"rules\": [" + rules.joined(separator: ", ") + "]}"
        let errors = ThemeLoader().check(text: json, path: "min.json").filter(\.isError)
        #expect(errors.count == 500)
        for error in errors {
            let line = try #require(error.sourceLine)
            let column = try #require(error.sourceColumn)
            #expect(line.unicodeScalars.count <= 126, "an excerpt, not the whole line")
            let marked = String(String.UnicodeScalarView(line.unicodeScalars.dropFirst(column - 1)))
            #expect(marked.hasPrefix("textColour\""), "the caret is under the property: \(marked.prefix(20))")
        }
        let last = try #require(errors.last?.formatted())
        #expect(last.split(separator: "\n").allSatisfy { $0.count < 400 })
        #expect(last.contains("\n..."))
    }

    // MARK: - Text that is not a theme's

    @Test(arguments: ["\u{FFFF}", "\u{FFFE}"])
    func aNoncharacterIsAnErrorAtItsPlace(scalar: String) throws {
        let errors = ThemeLoader().check(text: "name: Fine\nrules: []\nx: \"a\(scalar)b\"\n").filter(\.isError)
        let error = try #require(errors.first)
        #expect(error.location.line == 3)
        #expect(error.location.column == 6)
    }

    @Test func aHexColourTakesNoSign() throws {
        let errors = ThemeLoader().check(text: "rules: [{class: Label, properties: {textColor: \"#+12345\"}}]").filter(\.isError)
        #expect(errors.map(\.code) == [.invalidColor])
    }

    @Test(arguments: [
        ("alpha", "1.5", "'alpha' goes from 0 to 1"),
        ("alpha", "-0.1", "'alpha' goes from 0 to 1"),
        ("shadowOpacity", "655.35", "'shadowOpacity' goes from 0 to 1"),
        ("borderWidth", "-3", "'borderWidth' goes from 0 up"),
        ("numberOfLines", "-1", "'numberOfLines' goes from 0 up"),
    ])
    func numbersOutsideWhatAPropertyMeansAreErrors(property: String, value: String, message: String) throws {
        let errors = ThemeLoader().check(text: "rules:\n  - class: Label\n    properties: {\(property): \(value)}\n").filter(\.isError)
        let error = try #require(errors.first)
        #expect(error.message == "\(value) is out of range: \(message)")
        #expect(error.location.line == 3)
    }

    // MARK: - Many mistakes

    @Test func thousandsOfUndefinedVariablesAmongThousandsOfVariables() {
        let variables = (0..<3_000).map { "v\($0): \($0)" }.joined(separator: ", ")
        let rules = (0..<3_000).map { "{class: Label, properties: {numberOfLines: $w\($0)}}" }.joined(separator: ", ")
        let errors = ThemeLoader().check(text: "variables: {\(variables)}\nrules: [\(rules)]").filter(\.isError)
        #expect(errors.count == 3_000)
        #expect(errors.allSatisfy { $0.code == .undefinedVariable })
        #expect(errors.first?.message.contains("did you mean '$v0'?") == true, "suggestions while the budget lasts")
        #expect(errors.last?.message == "undefined variable '$w2999'; define it under 'variables:' at the top of the theme")
    }

    @Test func anAliasBombStopsAtTheValueLimit() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<9 {
            yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let errors = ThemeLoader().check(text: yaml + "rules: []\n").filter(\.isError)
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.code == .invalidStructure)
        #expect(error.message.contains("more than 100000 values once its aliases are expanded"))
        #expect(error.location.line != nil)
    }

    // MARK: - Extends

    @Test func extendsOfThingsThatAreNotThemeFilesIsAnErrorAtTheExtendsLine() throws {
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(mkfifo(directory.appendingPathComponent("pipe.yaml").path, 0o600) == 0)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("folder.yaml"), withIntermediateDirectories: true)
        try Data().write(to: directory.appendingPathComponent("empty.yaml"))
        try Data(repeating: UInt8(ascii: "#"), count: ThemeLoader.defaultMaximumFileSize + 1)
            .write(to: directory.appendingPathComponent("big.yaml"))
        let cases = [
            ("pipe.yaml", "it is not a regular file but a device, a pipe or a socket"),
            ("/dev/zero", "it is not a regular file but a device, a pipe or a socket"),
            ("folder.yaml", "it is a folder"),
            ("missing.yaml", "no such file"),
            ("big.yaml", "the file is \(ThemeLoader.defaultMaximumFileSize + 1) bytes, over the 4194304-byte limit for theme files"),
        ]
        for (target, problem) in cases {
            let url = directory.appendingPathComponent("child.yaml")
            try Data("name: Child\nextends: \(target)\nrules: []\n".utf8).write(to: url)
            let errors = ThemeLoader().check(contentsOf: url).filter(\.isError)
            #expect(errors.count == 1, "\(target)")
            #expect(errors.first?.location == ThemeLocation(path: url.path, line: 2, column: 10), "\(target)")
            #expect(errors.first?.message.hasPrefix("cannot read '\(target)' named by 'extends' (\(problem)); ") == true, "\(target)")
        }
        try Data("name: Child\nextends: empty.yaml\nrules: []\n".utf8).write(to: directory.appendingPathComponent("child.yaml"))
        let empty = ThemeLoader().check(contentsOf: directory.appendingPathComponent("child.yaml")).filter(\.isError)
        #expect(empty.map(\.message) == ["'empty.yaml' named by 'extends' is empty; give it rules, or extend another theme"])
        #expect(empty.first?.location.line == 2)
    }
}
