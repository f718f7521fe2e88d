import AppearanceInterfaceBuilder
import AppearanceKit
import Foundation
import Testing

/// The fixture catalog's colour sets in light and dark, normal and high contrast, against
/// values worked out from their JSON by hand (sRGB written as floats, hex and 8-bit integers;
/// grey gamma 2.2; Display P3 through its primaries; extended sRGB clamped; a system colour
/// reference), and the files that name them.
@MainActor
@Suite struct CatalogFixtureTests {
    /// The four states: light, dark, light high contrast, dark high contrast.
    static let states: [TraitCollection] = [
        TraitCollection(userInterfaceStyle: .light), TraitCollection(userInterfaceStyle: .dark),
        TraitCollection {
            $0.userInterfaceStyle = .light; $0.accessibilityContrast = .high
        },
        TraitCollection {
            $0.userInterfaceStyle = .dark; $0.accessibilityContrast = .high
        },
    ]

    @Test(arguments: [
        // sRGB: light in floats, dark in hex, high contrast light in 8-bit integers, dark high in floats.
        ("Brand", ["#006cd6", "#409cff", "#004a99", "#99ccff"]),
        // Grey gamma 2.2: white 1, 0.1 (0.1^2.2 in linear light, sRGB-encoded), and 0 for dark high contrast.
        ("Canvas", ["#ffffff", "#131313", "#ffffff", "#000000"]),
        // Display P3 (0.9, 0.35, 0.3) and (1, 0.5, 0.45): decoded, P3 primaries to sRGB's, re-encoded.
        ("Coral", ["#f84c44", "#ff766c", "#f84c44", "#ff766c"]),
        // Extended sRGB: 1.1 and -0.05 clamped for drawing.
        ("Glow", ["#ffcc00", "#330066", "#ffcc00", "#330066"]),
        // A reference to systemGray (#8e8e93 in both styles), and a high-contrast value for any style.
        ("Muted", ["#8e8e93", "#8e8e93", "#636366", "#636366"]),
        ("Ink", ["#222222", "#303030", "#222222", "#303030"]),
    ])
    func colourSetsResolveInEveryState(name: String, expected: [String]) throws {
        let color = try #require(try Fixtures.catalog().color(named: name))
        #expect(Self.states.map { color.resolvedColor(with: $0).hexString } == expected)
    }

    @Test func aStoryboardsNamedColoursTakeTheCatalogsVariants() throws {
        let storyboard = try Storyboard(contentsOf: Fixtures.url("Login.storyboard"), assets: Fixtures.catalog())
        let root = try storyboard.viewController(withIdentifier: "SignIn").view
        let logo = try #require(root.subviews.first as? ImageView)
        let tint = try #require(logo.ownTintColor)
        #expect(Self.states.map { tint.resolvedColor(with: $0).hexString } == ["#006cd6", "#409cff", "#004a99", "#99ccff"])
        #expect(!storyboard.warnings.contains { $0.message.contains("named colour") })
    }

    @Test func withoutTheCatalogTheStoredLightValueStandsInWithAWarningAtItsLine() throws {
        let storyboard = try Storyboard(contentsOf: Fixtures.url("Login.storyboard"))
        let root = try storyboard.viewController(withIdentifier: "SignIn").view
        let logo = try #require(root.subviews.first as? ImageView)
        #expect(logo.ownTintColor?.resolvedColor(with: Self.states[1]).hexString == "#006cd6")
        let warning = try #require(storyboard.warnings.first { $0.message.contains("named colour Brand") })
        #expect(warning.line == 21)
    }
}
