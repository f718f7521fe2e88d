import AppearanceAudit
import AppearanceInterfaceBuilder
import AppearanceKit
import AppearancePreview
import AppearanceRender
import Foundation
import Testing

/// Every fixture drawn and audited in the default trait matrix (#46 item 5), as
/// `appearance audit --ib Fixtures --catalog Fixtures/Assets.xcassets` does.
@MainActor
@Suite struct FixtureAuditTests {
    init() { Fixtures.registerClasses() }

    /// A screen per fixture: each storyboard's initial scene, each XIB's first view.
    static let screens: [PreviewScreen] = {
        let catalogs = [Fixtures.url("Assets.xcassets")]
        let storyboards = ["Login", "Feed", "Gallery", "Adaptive", "Reader", "Main"].map {
            PreviewScreen.interfaceBuilder($0, storyboard: Fixtures.url("\($0).storyboard"), catalogs: catalogs)
        }
        let xibs = ["ProfileHeader", "PhotoCell", "Colours", "Controls", "ProfileCard", "InkCard", "Palette"].map {
            PreviewScreen.interfaceBuilder($0, xib: Fixtures.url("\($0).xib"), catalogs: catalogs)
        }
        return storyboards + xibs
    }()

    private func report() throws -> AuditReport {
        let catalog = PreviewCatalog(screens: Self.screens, themes: [.none])
        return try ThemeAudit(catalog: catalog, matrix: .default, checksCoverage: false).run()
    }

    @Test func everyFixtureDrawsInEveryStateOfTheDefaultMatrix() throws {
        for screen in Self.screens {
            for state in TraitMatrix.default.states {
                let window = try screen.makeWindow(for: PreviewEnvironment(traits: state.traits))
                window.layoutIfNeeded()
                let svg = SVGRenderer().render(window)
                #expect(svg.contains("<svg"), "\(screen.name) in \(state)")
            }
        }
    }

    @Test func theLoginScreenDrawsItsTexts() throws {
        let screen = try #require(Self.screens.first)
        let window = try screen.makeWindow(for: PreviewEnvironment())
        window.layoutIfNeeded()
        let svg = SVGRenderer().render(window)
        for text in ["Welcome back", "Sign in to see your cards", "Sign In", "Forgot password?", "Email address"] {
            #expect(svg.contains(text), "\(text)")
        }
    }

    @Test func theAuditFindsTheTermsTooFaintInLightOnly() throws {
        let report = try report()
        let terms = report.violations.filter { $0.screen == "Login" && $0.subject?.contains("terms of use") == true }
        #expect(!terms.isEmpty)
        #expect(terms.allSatisfy { $0.state?.contains("style=light") == true })
        #expect(terms.first?.foreground == "#bfbfbf" && terms.first?.background == "#ffffff")
    }

    // #46 item 4: a finding about a colour the file set points at that colour's line.
    @Test func findingsAboutTheFilesColoursAreLocatedAtTheirLine() throws {
        let report = try report()
        let terms = try #require(report.violations.first { $0.screen == "Login" && $0.subject?.contains("terms of use") == true })
        let location = try #require(terms.location)
        #expect(location.kind == .interfaceBuilder)
        #expect(location.file.hasSuffix("Fixtures/Login.storyboard"))
        #expect(location.line == 71)
        #expect(terms.foregroundOrigin?.kind == .interfaceBuilder)
        #expect(terms.foregroundOrigin?.description.hasPrefix("Label.textColor from ") == true)
        let sarif = report.sarif(relativeTo: Fixtures.folder.path)
        #expect(sarif.contains("\"uri\" : \"Login.storyboard\"") || sarif.contains("\"uri\":\"Login.storyboard\""))
        #expect(sarif.contains("\"startLine\" : 71") || sarif.contains("\"startLine\":71"))
    }

    @Test func theAuditChecksEveryScreenInEveryState() throws {
        let report = try report()
        #expect(report.screens.count == 13)
        #expect(report.stateCount == 8)
        #expect(report.checkedPaints > 500)
        // Printed for whoever changes a fixture: what the audit finds, per screen.
        let byScreen = Dictionary(grouping: report.violations, by: { $0.screen ?? "" }).mapValues(\.count)
        #expect(byScreen["Login"] != nil)
        #expect(byScreen["Colours"] != nil)
    }
}
