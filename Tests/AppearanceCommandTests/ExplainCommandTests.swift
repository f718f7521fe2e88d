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
        #expect(lines.count == 4)
        #expect(lines.dropFirst().first?.hasPrefix("  1.  AppHeadline.appearance() ") == true)
        #expect(lines.dropFirst().first?.hasSuffix("textColor = #ff8000  outranked by 2") == true)
        #expect(lines.dropFirst(2).first?.hasPrefix("  2.  AppHeadline.appearance(whenContainedInInstancesOf: [AppView, AppView]) ") == true)
        #expect(lines.dropFirst(2).first?.hasSuffix("textColor = #aaaaaa  won") == true)
        #expect(lines.last?.hasSuffix("containers not found") == true)
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
            ["explain", "--theme", theme.path, "--screen", "controls", "--view", "search", "--property", "barTintColor"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == """
            SearchBar.barTintColor = #123456
              1.  SearchBar.appearance()  barTintColor = #123456  won

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
                  1.  Button.appearance()  titleColor[normal] = #e4572e  won

                """)
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
                  "view": "card",
                  "type": "AppView",
                  "property": "masksToBounds",
                  "value": "true",
                  "explicit": true,
                  "rules": [
                    {
                      "order": 1,
                      "proxy": "AppView.appearance()",
                      "target": "AppView",
                      "containers": [],
                      "traits": null,
                      "styleClass": null,
                      "property": "masksToBounds",
                      "value": "false",
                      "matched": true,
                      "outcome": "overridden by the explicit value"
                    }
                  ]
                }

                """)
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
                  1.  TabBar.appearance()  tintColor = #0000ff  won

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
