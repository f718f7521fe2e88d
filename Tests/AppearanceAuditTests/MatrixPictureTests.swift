import AppearanceAudit
import AppearancePreview
import Foundation
import Testing

/// Trait-matrix pictures (`render --matrix`) and findings on the picture (`render --audit`).
@MainActor
@Suite struct MatrixPictureTests {
    static let card = AuditFixtures.screen { [AuditFixtures.label()] }

    /// Each panel's markup, by its state.
    static func panels(_ svg: String) -> [String: String] {
        var result: [String: String] = [:]
        for chunk in svg.components(separatedBy: "<g data-panel=\"").dropFirst() {
            let title = String(chunk.prefix { $0 != "\"" })
            // Up to the outline drawn after each panel.
            result[title] = chunk.components(separatedBy: "rx=\"28.5\"").first
        }
        return result
    }

    static func picture(darkText: String) throws -> String {
        let theme = PreviewTheme.swift("edge") {
            View.appearance().backgroundColor = .white
            Label.appearance().textColor = .black
            Label.appearance(for: TraitCollection(userInterfaceStyle: .dark)).textColor = Color(hex: darkText)
        }
        try theme.apply()
        defer { Appearance.reset() }
        return try TraitMatrix(parsing: ["style=light,dark", "contrast=normal,high"]).picture(of: card, audit: .aa, theme: "edge")
    }

    @Test func everyStateIsAPanelInALabelledGrid() throws {
        let svg = try Self.picture(darkText: "#222222")
        #expect(
            Self.panels(svg).keys.sorted() == [
                "style=dark contrast=high", "style=dark contrast=normal", "style=light contrast=high", "style=light contrast=normal",
            ])
        // Columns are the last trait's values, rows the others'.
        #expect(svg.contains(">contrast=normal</text>"))
        #expect(svg.contains(">contrast=high</text>"))
        #expect(svg.contains(">style=light</text>"))
        #expect(svg.contains(">style=dark</text>"))
    }

    @Test func thePictureIsByteStable() throws {
        #expect(try Self.picture(darkText: "#BBBBBB") == Self.picture(darkText: "#BBBBBB"))
    }

    @Test func changingOneRuleChangesOnlyThePanelsItAffects() throws {
        let before = Self.panels(try Self.picture(darkText: "#222222"))
        let after = Self.panels(try Self.picture(darkText: "#BBBBBB"))
        for state in ["style=light contrast=normal", "style=light contrast=high"] {
            #expect(before[state] == after[state], "\(state)")
        }
        for state in ["style=dark contrast=normal", "style=dark contrast=high"] {
            #expect(before[state] != after[state], "\(state)")
        }
    }

    @Test func failingViewsAreOutlinedWithTheirRatio() throws {
        let panels = Self.panels(try Self.picture(darkText: "#BBBBBB"))
        // #BBBBBB on white: 1.91:1, in dark mode only.
        let dark = panels["style=dark contrast=normal"] ?? ""
        #expect(dark.contains("data-label=\"1.91:1\""), "\(dark.components(separatedBy: "data-label=").dropFirst().map { $0.prefix(12) })")
        #expect(panels["style=light contrast=normal"]?.contains("data-role=\"annotation\"") == false)
    }
}
