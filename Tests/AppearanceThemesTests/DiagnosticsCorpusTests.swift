import Foundation
import Testing
import AppearanceThemes

/// The corpus of broken theme files under `Fixtures/`, each with the exact diagnostics it must
/// produce, caret lines included.
@MainActor
@Suite struct DiagnosticsCorpusTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let file: String
        let expected: String
        var testDescription: String { file }
    }

    @Test(arguments: corpus)
    func brokenFileReportsExactDiagnostics(_ corpusCase: Case) {
        Appearance.reset()
        // Another suite registers this trait; register it here too, so the lists of trait names
        // in the messages do not depend on the order the tests run in.
        ThemeTraits.register(ContainedInSettingsTrait.self)
        let before = Appearance.snapshot().valueCount
        do {
            _ = try ThemeFile.load(contentsOf: Fixtures.url(corpusCase.file))
            Issue.record("\(corpusCase.file) loaded, but it is broken")
        } catch {
            #expect(!error.errors.isEmpty)
            #expect(Fixtures.rendered(error.diagnostics) == corpusCase.expected)
        }
        #expect(Appearance.snapshot().valueCount == before, "a broken file records nothing")
    }

    @Test func aTenMegabyteFileIsRejectedBeforeItIsRead() throws {
        Appearance.reset()
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("huge.yaml")
        let line = "  - {class: Label, properties: {textColor: \"#123456\"}}\n"
        let text = "rules:\n" + String(repeating: line, count: 10 * 1024 * 1024 / line.utf8.count + 1)
        try text.write(to: url, atomically: false, encoding: .utf8)
        #expect(text.utf8.count > 10 * 1024 * 1024)

        #expect(
            Fixtures.rendered(ThemeLoader().check(contentsOf: url), relativeTo: directory) == """
                huge.yaml:1:1: error: the file is \(text.utf8.count) bytes, over the 4194304-byte limit for theme files; \
                split the theme into files that extend each other ('extends: base.yaml')
                """)
        #expect(
            Fixtures.rendered(ThemeLoader().check(text: text, path: "huge.yaml")) == """
                huge.yaml:1:1: error: the file is \(text.utf8.count) bytes, over the 4194304-byte limit for theme files; \
                split the theme into files that extend each other ('extends: base.yaml')
                """)
    }

    @Test func deeplyNestedBracketsAreAnErrorNotACrash() {
        Appearance.reset()
        for depth in [70, 999, 5000] {
            let yaml = "name: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let diagnostics = ThemeLoader().check(text: yaml, path: "deep.yaml")
            #expect(diagnostics.map(\.code) == [.nestingTooDeep], "YAML, depth \(depth)")
            let json = "{\"name\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
            #expect(ThemeLoader().check(text: json, path: "deep.json").map(\.code) == [.nestingTooDeep], "JSON, depth \(depth)")
        }
    }

    nonisolated static let corpus: [Case] = [
        Case(
            file: "bad-axis.yaml",
            expected: #"""
                bad-axis.yaml:5:18: error: unknown axis value 'hilighted' for 'titleColor' of Button; did you mean 'highlighted'? the values are normal, highlighted, disabled, selected, focused
                      titleColor[hilighted]: red
                                 ^
                bad-axis.yaml:6:7: error: 'titleColor' of Button needs an axis value in brackets, like 'titleColor[normal]'; the values are normal, highlighted, disabled, selected, focused
                      titleColor: blue
                      ^
                bad-axis.yaml:7:21: error: unknown axis value 'compact' for 'image' of Button; the values are normal, highlighted, disabled, selected, focused
                      image[normal, compact]: star
                                    ^
                bad-axis.yaml:10:16: error: 'textColor' of Label has no axis values; remove '[normal]'
                      textColor[normal]: red
                               ^
                bad-axis.yaml:13:28: error: unknown axis value 'compakt' for 'backgroundImage' of NavigationBar; did you mean 'compact'? write them like [any, default], [top, default], [topAttached, compact], [bottom, defaultPrompt], [any, compactPrompt]
                      backgroundImage[top, compakt]: bar
                                           ^
                """#),
        Case(
            file: "bad-colour.yaml",
            expected: #"""
                bad-colour.yaml:5:25: error: invalid colour '#12': a hex colour has 3, 6 or 8 digits after '#', this one has 2; write one like "#1E90FF"
                      backgroundColor: "#12"
                                        ^
                bad-colour.yaml:6:19: error: invalid colour '#GGHHII': a hex colour uses the digits 0-9 and A-F; write one like "#1E90FF"
                      tintColor: "#GGHHII"
                                  ^
                bad-colour.yaml:7:20: error: invalid colour 'rgba(300, 0, 0, 1)': red is 300, out of range; red, green and blue go from 0 to 255
                      borderColor: rgba(300, 0, 0, 1)
                                   ^
                bad-colour.yaml:8:20: error: unknown colour name 'systemBlu'; did you mean 'systemBlue'?
                      shadowColor: systemBlu
                                   ^
                bad-colour.yaml:11:17: error: expected a colour like "#1E90FF", rgba(30, 144, 255, 1) or a system colour name, got nothing; in YAML '#' starts a comment, so quote hex colours: "#1E90FF"
                      textColor: #FFFFFF
                                ^
                bad-colour.yaml:12:29: error: unknown colour name 'FF8800'; write hex colours with '#', in quotes: "#FF8800"
                      highlightedTextColor: FF8800
                                            ^
                bad-colour.yaml:13:20: error: invalid colour 'rgb(1, 2)': rgb takes 3 numbers, got 2; write one like rgb(30, 144, 255)
                      shadowColor: rgb(1, 2)
                                   ^
                """#),
        Case(
            file: "bad-font-and-insets.yaml",
            expected: #"""
                bad-font-and-insets.yaml:5:13: error: unknown text style 'huge'; expected a font: a text style such as body, a size such as 17, or a mapping such as {size: 17, weight: semibold}
                      font: huge
                            ^
                bad-font-and-insets.yaml:8:25: error: a font size is a positive number of points, such as 17; got -1
                      titleFont: {size: -1, weight: heavyy, slant: 10}
                                        ^
                bad-font-and-insets.yaml:8:37: error: unknown value 'heavyy' for Weight; did you mean 'heavy'? the values are ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
                      titleFont: {size: -1, weight: heavyy, slant: 10}
                                                    ^
                bad-font-and-insets.yaml:8:45: warning: unknown key 'slant' in a font is ignored; the keys are textStyle, name, size, weight
                      titleFont: {size: -1, weight: heavyy, slant: 10}
                                                            ^
                bad-font-and-insets.yaml:9:26: error: expected edge insets: [top, left, bottom, right], [vertical, horizontal], one number for every edge, or {top: 8, left: 12, bottom: 8, right: 12}, got 3 numbers
                      contentEdgeInsets: [8, 12, 8]
                                         ^
                bad-font-and-insets.yaml:12:37: error: expected a number, got wide
                      layoutMargins: {top: 8, left: wide}
                                                    ^
                """#),
        Case(
            file: "bad-trait-value.yaml",
            expected: #"""
                bad-trait-value.yaml:5:27: error: unknown value 'darkk' for UserInterfaceStyle; did you mean 'dark'? the values are unspecified, light, dark
                      userInterfaceStyle: darkk
                                          ^
                bad-trait-value.yaml:6:28: error: unknown value '3' for UserInterfaceSizeClass; the values are unspecified, compact, regular
                      horizontalSizeClass: 3
                                           ^
                bad-trait-value.yaml:7:21: error: expected a number, got high
                      displayScale: high
                                    ^
                """#),
        Case(
            file: "binary-garbage.yaml",
            expected: #"""
                binary-garbage.yaml:1:1: error: the file is not UTF-8 text (it looks binary, or uses another encoding); save the theme as UTF-8 YAML or JSON
                """#),
        Case(
            file: "comments-only.yaml",
            expected: #"""
                comments-only.yaml:1:1: error: the theme file is empty; write at least a 'rules:' list, such as 'rules: [{class: Label, properties: {textColor: "#222222"}}]'
                # A theme that was never written.
                ^
                """#),
        Case(
            file: "cycle-a.yaml",
            expected: #"""
                cycle-b.yaml:2:10: error: 'extends: cycle-a.yaml' makes a loop (cycle-a.yaml -> cycle-b.yaml -> cycle-a.yaml); remove the 'extends' of one of these files
                extends: cycle-a.yaml
                         ^
                """#),
        Case(
            file: "cycle-b.yaml",
            expected: #"""
                cycle-a.yaml:2:10: error: 'extends: cycle-b.yaml' makes a loop (cycle-b.yaml -> cycle-a.yaml -> cycle-b.yaml); remove the 'extends' of one of these files
                extends: cycle-b.yaml
                         ^
                """#),
        Case(
            file: "duplicate-keys.json",
            expected: #"""
                duplicate-keys.json:4:24: error: duplicate key 'class' (first at line 4, column 6); remove one of the two
                    {"class": "Label", "class": "Button", "properties": {"alpha": 1, "alpha": 0.5}}
                                       ^
                duplicate-keys.json:4:70: error: duplicate key 'alpha' (first at line 4, column 58); remove one of the two
                    {"class": "Label", "class": "Button", "properties": {"alpha": 1, "alpha": 0.5}}
                                                                                     ^
                """#),
        Case(
            file: "duplicate-keys.yaml",
            expected: #"""
                duplicate-keys.yaml:7:7: error: duplicate key 'textColor' (first at line 5, column 7); remove one of the two
                      textColor: blue
                      ^
                duplicate-keys.yaml:8:7: error: duplicate key 'textColor' (first at line 5, column 7); remove one of the two
                      textColor: green
                      ^
                duplicate-keys.yaml:9:1: error: duplicate key 'name' (first at line 1, column 1); remove one of the two
                name: Again
                ^
                """#),
        Case(
            file: "empty.yaml",
            expected: #"""
                empty.yaml:1:1: error: the theme file is empty; write at least a 'rules:' list, such as 'rules: [{class: Label, properties: {textColor: "#222222"}}]'
                """#),
        Case(
            file: "extends-missing.yaml",
            expected: #"""
                extends-missing.yaml:2:10: error: cannot read 'themes/base.yaml' named by 'extends' (no such file); write a path relative to this file's folder, or a built-in theme (dark, light, ocean)
                extends: themes/base.yaml
                         ^
                """#),
        Case(
            file: "extends-unknown-builtin.yaml",
            expected: #"""
                extends-unknown-builtin.yaml:2:10: error: unknown built-in theme 'drak'; did you mean 'dark'? extend dark, light, ocean, or a file path such as 'base.yaml'
                extends: drak
                         ^
                """#),
        Case(
            file: "json-comment.json",
            expected: #"""
                json-comment.json:2:3: error: invalid JSON: comments are not allowed in JSON; remove the comment or write the theme in YAML
                  // the brand theme
                  ^
                """#),
        Case(
            file: "json-missing-comma.json",
            expected: #"""
                json-missing-comma.json:4:23: error: invalid JSON: expected ',' or '}' after the value of "class"; put a ',' between entries
                    {"class": "Label" "properties": {"textColor": "red"}}
                                      ^
                """#),
        Case(
            file: "json-single-quotes.json",
            expected: #"""
                json-single-quotes.json:2:11: error: invalid JSON: strings are written in double quotes; replace ' with "
                  "name": 'Quoted'
                          ^
                """#),
        Case(
            file: "json-trailing-comma.json",
            expected: #"""
                json-trailing-comma.json:4:58: error: invalid JSON: a trailing comma before '}' is not allowed; remove the ','
                    {"class": "Label", "properties": {"textColor": "red",}}
                                                                         ^
                """#),
        Case(
            file: "json-unclosed.json",
            expected: #"""
                json-unclosed.json:3:12: error: invalid JSON: this list is never closed; add ']' where it ends
                  "rules": [
                           ^
                """#),
        Case(
            file: "malformed-axis-key.yaml",
            expected: #"""
                malformed-axis-key.yaml:5:7: error: malformed property key 'titleColor[highlighted'; write axis values in one pair of brackets after the name, like 'titleColor[highlighted]'
                      titleColor[highlighted: red
                      ^
                malformed-axis-key.yaml:6:18: error: empty axis value in 'titleColor[]'; write the values between the brackets, separated by commas, like 'titleColor[highlighted]'
                      titleColor[]: red
                                 ^
                """#),
        Case(
            file: "missing-variable.yaml",
            expected: #"""
                missing-variable.yaml:7:18: error: undefined variable '$tnt'; did you mean '$tint'? Or define it under 'variables:' at the top of the theme
                      textColor: $tnt
                                 ^
                missing-variable.yaml:8:20: error: undefined variable '$shadow'; define it under 'variables:' at the top of the theme
                      shadowColor: $shadow
                                   ^
                """#),
        Case(
            file: "not-a-mapping.yaml",
            expected: #"""
                not-a-mapping.yaml:1:1: error: a theme file is a mapping with the keys name, extends, variables and rules; got a list
                - class: Label
                ^
                """#),
        Case(
            file: "rule-problems.yaml",
            expected: #"""
                rule-problems.yaml:2:1: warning: unknown key 'rule' in the theme is ignored; did you mean 'rules'? the keys are name, extends, variables, rules
                rule:
                ^
                rule-problems.yaml:5:5: error: this rule has no 'class'; add the class it styles, such as 'class: Label'
                  - properties:
                    ^
                rule-problems.yaml:7:5: warning: this rule sets no properties; add 'properties:' with the values to set, or remove the rule
                  - class: Label
                    ^
                rule-problems.yaml:8:5: warning: unknown key 'propertes' in a rule is ignored; did you mean 'properties'? the keys are class, containers, traits, styleClass, optional, properties
                    propertes:
                    ^
                rule-problems.yaml:11:17: error: 'containers' is a list of class names, innermost first, such as '[Card, Screen]'; got a mapping
                    containers: {Card: 1}
                                ^
                rule-problems.yaml:12:15: error: 'optional' is true or false; got maybe
                    optional: maybe
                              ^
                rule-problems.yaml:13:17: error: 'properties' is a mapping of property names to values, such as '{textColor: "#222222"}'; got red
                    properties: red
                                ^
                rule-problems.yaml:14:5: error: a rule is a mapping with 'class' and 'properties', such as '{class: Label, properties: {textColor: red}}'; got "just text"
                  - "just text"
                    ^
                """#),
        Case(
            file: "self-extends.yaml",
            expected: #"""
                self-extends.yaml:2:10: error: 'extends: ./self-extends.yaml' makes a loop (self-extends.yaml -> self-extends.yaml); remove the 'extends' of one of these files
                extends: ./self-extends.yaml
                         ^
                """#),
        Case(
            file: "unknown-class.yaml",
            expected: #"""
                unknown-class.yaml:3:12: error: unknown class 'Lable'; did you mean 'Label'?
                  - class: Lable
                           ^
                unknown-class.yaml:6:12: error: unknown class 'FancyWidget'; register it with AppearanceCatalog.shared.register(FancyWidget.self), or use a kit class such as View, Label or Button
                  - class: FancyWidget
                           ^
                unknown-class.yaml:10:18: error: unknown container class 'Crad'; register it with AppearanceCatalog.shared.register(Crad.self), or use a kit class such as View, Label or Button
                    containers: [Crad, TableViewHeaderFooterView]
                                 ^
                """#),
        Case(
            file: "unknown-property.yaml",
            expected: #"""
                unknown-property.yaml:5:7: error: unknown property 'textColour' for Label; did you mean 'textColor'?
                      textColour: red
                      ^
                unknown-property.yaml:6:7: error: unknown property 'titleColor' for Label; did you mean 'tintColor'?
                      titleColor[normal]: red
                      ^
                unknown-property.yaml:9:7: error: unknown property 'sparkle' for Switch; its properties are alpha, backgroundColor, borderColor, borderWidth, cornerRadius, isHidden, layer.borderColor, layer.borderWidth, layer.cornerRadius, layer.masksToBounds, layer.shadowColor, layer.shadowOpacity, masksToBounds, onTintColor, shadowColor, shadowOpacity, thumbTintColor, tintColor
                      sparkle: 3
                      ^
                """#),
        Case(
            file: "unknown-trait.yaml",
            expected: #"""
                unknown-trait.yaml:4:14: error: unknown trait 'userInterfaceStyl'; did you mean 'userInterfaceStyle'? the traits are accessibilityContrast, containedInSettings, displayScale, horizontalSizeClass, layoutDirection, legibilityWeight, preferredContentSizeCategory, userInterfaceIdiom, userInterfaceStyle, verticalSizeClass
                    traits: {userInterfaceStyl: dark, colorScheme: dark}
                             ^
                unknown-trait.yaml:4:39: error: unknown trait 'colorScheme'; the traits are accessibilityContrast, containedInSettings, displayScale, horizontalSizeClass, layoutDirection, legibilityWeight, preferredContentSizeCategory, userInterfaceIdiom, userInterfaceStyle, verticalSizeClass
                    traits: {userInterfaceStyl: dark, colorScheme: dark}
                                                      ^
                """#),
        Case(
            file: "variable-cycle.yaml",
            expected: #"""
                variable-cycle.yaml:9:18: error: variables refer to each other in a loop ($primary -> $accent -> $primary); give one of them a value
                      textColor: $primary
                                 ^
                variable-cycle.yaml:10:29: error: expected a colour like "#1E90FF", rgba(30, 144, 255, 1) or a system colour name, got 42 (in $wrong, defined at line 5)
                      highlightedTextColor: $wrong
                                            ^
                """#),
        Case(
            file: "wrong-structure.json",
            expected: #"""
                wrong-structure.json:2:11: error: 'name' needs a name, such as 'name: Ocean'; got a list
                  "name": ["Structure"],
                          ^
                wrong-structure.json:3:16: error: 'variables' is a mapping of names to values, such as 'tint: "#0AA4D1"'; got a list
                  "variables": [1, 2],
                               ^
                wrong-structure.json:4:12: error: 'rules' is a list of rules, each starting with '- class: ...'; got a mapping
                  "rules": {"class": "Label"}
                           ^
                """#),
        Case(
            file: "wrong-value-type.yaml",
            expected: #"""
                wrong-value-type.yaml:5:18: error: expected a colour like "#1E90FF", rgba(30, 144, 255, 1) or a system colour name, got 12
                      textColor: 12
                                 ^
                wrong-value-type.yaml:6:14: error: expected a number, got "half"
                      alpha: "half"
                             ^
                wrong-value-type.yaml:7:22: error: expected a whole number, got 2.5
                      numberOfLines: 2.5
                                     ^
                wrong-value-type.yaml:8:17: error: expected true or false, got yes
                      isHidden: yes
                                ^
                wrong-value-type.yaml:9:22: error: unknown value 'centre' for TextAlignment; did you mean 'center'? the values are left, center, right, justified, natural
                      textAlignment: centre
                                     ^
                wrong-value-type.yaml:12:17: error: unknown value 'blak' for BarStyle; did you mean 'black'? the values are default, black, blackTranslucent
                      barStyle: blak
                                ^
                wrong-value-type.yaml:13:28: error: expected text attributes: a mapping such as {foregroundColor: "#FFFFFF", font: headline}, got white
                      titleTextAttributes: white
                                           ^
                """#),
        Case(
            file: "yaml-mapping-in-value.yaml",
            expected: #"""
                yaml-mapping-in-value.yaml:5:17: error: invalid YAML: mapping values are not allowed in this context; quote a value that contains ': ', or put a nested mapping on its own indented lines
                      font: name: Menlo
                                ^
                """#),
        Case(
            file: "yaml-tab-indent.yaml",
            expected: #"""
                yaml-tab-indent.yaml:5:1: error: invalid YAML: a tab cannot indent YAML; indent with spaces
                	textColor: red
                ^
                """#),
        Case(
            file: "yaml-two-documents.yaml",
            expected: #"""
                yaml-two-documents.yaml:3:1: error: invalid YAML: a second document starts here; keep one theme per file (remove this '---' and what follows)
                ---
                ^
                """#),
        Case(
            file: "yaml-unclosed-flow.yaml",
            expected: #"""
                yaml-unclosed-flow.yaml:4:3: error: invalid YAML: did not find expected ',' or '}' while parsing a flow mapping that starts on the line above, at column 5; put a ',' between the entries, or close the mapping with '}'
                  - class: Button
                  ^
                """#),
        Case(
            file: "yaml-unclosed-quote.yaml",
            expected: #"""
                yaml-unclosed-quote.yaml:5:18: error: invalid YAML: found unexpected end of stream while scanning a quoted scalar that starts here; close the quoted text or the bracket that starts there
                      textColor: "#FF0000
                                 ^
                """#),
    ]
}
