import Foundation
import Testing

/// `appearance explain`.
@Suite struct ExplainCommandTests {
    @Test func explainListsTheRulesInApplicationOrder() throws {
        let run = try AppearanceTool.run(["explain", "--theme", "ocean", "--view", "card/title", "--property", "textColor"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let lines = run.stdout.split(separator: "\n").map { String($0) }
        #expect(lines.first == "AppHeadline.textColor = #aaaaaa")
        // Two rules apply; the card's rule wins. The header label's rule needs containers this
        // label does not have; the rules of the theme's light high-contrast values (#33), written
        // in its variables, need that trait state. Each names the rule's line and the variable's
        // entry that gave the value (#42).
        #expect(lines.count == 7)
        #expect(lines.dropFirst().first?.hasPrefix("  1.  AppHeadline.appearance() ") == true)
        #expect(
            lines.dropFirst().first?.hasSuffix(
                "textColor = #ff8000  outranked by 2        builtin:ocean.yaml:78:18 ($secondaryTint at 17:24)") == true)
        #expect(
            lines.dropFirst(2).first?.hasPrefix("  2.  AppHeadline.appearance(whenContainedInInstancesOf: [AppView, AppView]) ") == true)
        #expect(
            lines.dropFirst(2).first?.hasSuffix(
                "textColor = #aaaaaa  won                   builtin:ocean.yaml:156:18 ($secondaryLabelColor at 22:30)") == true)
        #expect(
            lines.dropFirst(3).first?.hasSuffix("containers not found  builtin:ocean.yaml:67:18 ($secondaryLabelColor at 22:30)") == true)
        #expect(
            lines.last?.hasSuffix("textColor = #404040  trait mismatch        builtin:ocean.yaml:156:18 ($secondaryLabelColor at 22:61)")
                == true)
    }

    /// The controls screen's views can be explained too (#11).
    @Test func explainAViewOfTheControlsScreen() throws {
        let folder = try AppearanceTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("search.yaml")
        try """
        name: Search
        rules:
          - class: SearchBar
            properties: { barTintColor: "#123456" }
        """.write(to: theme, atomically: true, encoding: .utf8)
        let run = try AppearanceTool.run(
            ["explain", "--theme", "search.yaml", "--screen", "controls", "--view", "search", "--property", "barTintColor"],
            in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                SearchBar.barTintColor = #123456
                  1.  SearchBar.appearance()  barTintColor = #123456  won  search.yaml:4:33

                """)
    }

    @Test func explainAThemeFile() throws {
        let run = try AppearanceTool.run([
            "explain", "--theme", "brand.json", "--view", "card/button", "--property", "titleColor[normal]",
        ])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                AppButton.titleColor[normal] = #e4572e
                  1.  Button.appearance()  titleColor[normal] = #e4572e  won  brand.json:5:62

                """)
    }

    /// A colour derived from a variable keyed by traits (#42): explain gives the value the view
    /// has in the asked state, and the dynamic colour beside it with every entry it has.
    @Test(arguments: [
        (["--style", "dark", "--contrast", "high"], "#ffffff80"), (["--style", "dark"], "#dddddd80"),
        (["--contrast", "high"], "#00000080"), ([String](), "#33333380"),
    ])
    func explainGivesTheValueInTheAskedState(traits: [String], value: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let theme = directory.appendingPathComponent("t.yaml")
        try """
        name: T
        variables:
          ink: {light: "#333333", dark: "#dddddd", highContrast: {light: black, dark: white}}
        rules:
          - class: Label
            properties:
              textColor: "alpha($ink, 0.5)"

        """.write(to: theme, atomically: true, encoding: .utf8)
        let dynamic = "dynamic(light: #33333380, dark: #dddddd80, light high: #00000080, dark high: #ffffff80)"
        let run = try AppearanceTool.run(["explain", "--theme", theme.path, "--view", "subhead", "--property", "textColor"] + traits)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("AppSubhead.textColor = \(value) in "), "\(run.stdout)")
        #expect(run.stdout.contains("from \(dynamic)\n"), "\(run.stdout)")
        let json = try AppearanceTool.run(
            ["explain", "--theme", theme.path, "--view", "subhead", "--property", "textColor", "--json"] + traits)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["value"] as? String == value, "\(json.stdout)")
        #expect(object["dynamicValue"] as? String == dynamic, "\(json.stdout)")
    }

    /// The demo's card clips its content: an explicit value, which wins over the theme's.
    @Test func explainAsJSON() throws {
        let run = try AppearanceTool.run([
            "explain", "--theme", "brand.json", "--view", "card", "--property", "masksToBounds", "--json",
        ])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                {
                  "dynamicValue" : null,
                  "explicit" : true,
                  "property" : "masksToBounds",
                  "rules" : [
                    {
                      "containers" : [

                      ],
                      "location" : {
                        "column" : 58,
                        "file" : "brand.json",
                        "kind" : "themeFile",
                        "line" : 6
                      },
                      "matched" : true,
                      "order" : 1,
                      "outcome" : "overridden by the explicit value",
                      "property" : "masksToBounds",
                      "proxy" : "AppView.appearance()",
                      "styleClass" : null,
                      "target" : "AppView",
                      "traits" : null,
                      "value" : "false"
                    }
                  ],
                  "traits" : null,
                  "type" : "AppView",
                  "value" : "true",
                  "view" : "card"
                }

                """)
    }

    /// Identical assignments on different lines are told apart by their lines (#31): the rule
    /// in force for each proxy is the one written last for it (line 10 replaces line 4), and
    /// the same value in another proxy (line 8) is its own rule with its own line.
    @Test func identicalAssignmentsAreToldApartByTheirLines() throws {
        let folder = try AppearanceTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        name: Twice
        rules:
          - class: SearchBar
            properties: { barTintColor: "#123456" }
          - class: SearchBar
            containers: [View]
            properties:
              barTintColor: "#123456"
          - class: SearchBar
            properties: { barTintColor: "#123456" }
        """.write(to: folder.appendingPathComponent("twice.yaml"), atomically: true, encoding: .utf8)
        let arguments = ["explain", "--theme", "twice.yaml", "--screen", "controls", "--view", "search", "--property", "barTintColor"]
        let run = try AppearanceTool.run(arguments + ["--json"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let rules = try #require(object["rules"] as? [[String: Any]])
        let locations = rules.compactMap { $0["location"] as? [String: Any] }
        #expect(locations.count == 2)
        #expect(locations.map { $0["file"] as? String } == ["twice.yaml", "twice.yaml"])
        #expect(locations.map { $0["line"] as? Int } == [10, 8])
        #expect(locations.map { $0["column"] as? Int } == [33, 21])
        #expect(locations.map { $0["kind"] as? String } == ["themeFile", "themeFile"])
        #expect(rules.map { $0["outcome"] as? String } == ["outranked by 2", "won"])
        let text = try AppearanceTool.run(arguments, in: folder)
        #expect(
            text.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: " ").last ?? "") } == [
                "twice.yaml:10:33", "twice.yaml:8:21",
            ])
    }

    @Test func anUnknownViewPathNamesWhatIsThere() throws {
        let run = try AppearanceTool.run(["explain", "--theme", "ocean", "--view", "card/buton", "--property", "textColor"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "error: no view 'buton' in 'card' (it has: content, title, body, button)\n")
    }

    @Test func anUnknownPropertySuggestsTheClosestName() throws {
        let run = try AppearanceTool.run(["explain", "--theme", "ocean", "--view", "card/title", "--property", "textColour"])
        #expect(run.status == 1)
        #expect(run.stderr == "error: AppHeadline has no appearance property 'textColour'; did you mean 'textColor'?\n")
    }

    @Test func anAxisPropertyNeedsItsAxisValue() throws {
        let run = try AppearanceTool.run(["explain", "--theme", "ocean", "--view", "save", "--property", "titleColor"])
        #expect(run.status == 1)
        #expect(run.stderr == "error: 'titleColor' of AppButton is set per axis value; name one, such as titleColor[normal]\n")
    }

    /// `tintColor` is also a property of bar button items, which a tab bar is not.
    @Test func aPropertyNameSharedWithAnotherClassIsExplained() throws {
        let run = try AppearanceTool.run(["explain", "--theme", "ocean", "--view", "tabBar", "--property", "tintColor"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                TabBar.tintColor = #0000ff
                  1.  TabBar.appearance()  tintColor = #0000ff  won  builtin:ocean.yaml:30:18 ($tint at 16:9)

                """)
    }

    @Test func anInvalidThemeIsReportedBeforeAnythingElse() throws {
        let run = try AppearanceTool.run(["explain", "--theme", "invalid.yaml", "--view", "nowhere", "--property", "x"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("invalid.yaml:6:7: error: unknown property 'textColour' for Label"))
    }

    @Test func aMissingThemeFileIsOneClearLine() throws {
        let run = try AppearanceTool.run(["explain", "--theme", "themes/missing.yaml", "--view", "card", "--property", "alpha"])
        #expect(run.status == 1)
        #expect(run.stderr == "themes/missing.yaml: error: cannot read the theme file (no such file); check the path\n")
    }
}
