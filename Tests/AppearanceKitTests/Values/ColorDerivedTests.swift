import AppearanceKit
import Foundation
import Testing

/// Derived colours (#33): lighter, darker and mixed in OKLab/OKLCH, WCAG contrast, and the
/// text colour that reads on a background; derived from a dynamic colour, dynamic.
@MainActor
@Suite struct ColorDerivedTests {
    static let light = TraitCollection(userInterfaceStyle: .light)
    static let dark = TraitCollection(userInterfaceStyle: .dark)

    /// WCAG 2.x ratios, to two decimals (the examples the WCAG documents and tools give).
    @Test(arguments: [
        ("#000000", "#ffffff", 21.0), ("#767676", "#ffffff", 4.54), ("#777777", "#ffffff", 4.48),
        ("#0000ff", "#ffffff", 8.59), ("#ff0000", "#ffffff", 4.0), ("#ffffff", "#ffffff", 1.0),
        ("#595959", "#ffffff", 7.0),
    ])
    func contrastRatios(foreground: String, background: String, ratio: Double) throws {
        let front = try #require(Color(hex: foreground)), back = try #require(Color(hex: background))
        #expect(abs(Double(front.contrastRatio(against: back)) - ratio) < 0.005)
        #expect(abs(Double(back.contrastRatio(against: front)) - ratio) < 0.005, "symmetric")
    }

    @Test func translucentTextIsCompositedOverItsBackground() {
        // Black at half opacity over white is drawn #808080 (approximately).
        let ratio = Color.black.withAlphaComponent(0.5).contrastRatio(against: .white)
        #expect(ratio > 3.9 && ratio < 4.0)
    }

    @Test func lightnessStepsEndAtWhiteAndBlack() {
        #expect(Color.black.lightened(by: 1).hexString == "#ffffff")
        #expect(Color.white.darkened(by: 1).hexString == "#000000")
        #expect(Color.systemBlue.lightened(by: 0).hexString == Color.systemBlue.resolvedColor(with: Self.light).hexString)
        let blue = Color(red: 0, green: 0.478, blue: 1, alpha: 1)
        #expect(blue.darkened(by: 0.1).contrastRatio(against: .white) > blue.contrastRatio(against: .white))
        #expect(blue.lightened(by: 0.1).contrastRatio(against: .white) < blue.contrastRatio(against: .white))
        #expect(blue.withAlphaComponent(0.5).darkened(by: 0.1).hexString.hasSuffix("80"), "opacity is kept")
    }

    @Test func mixesInOKLab() {
        #expect(Color.red.mixed(with: .blue, fraction: 0).hexString == "#ff0000")
        #expect(Color.red.mixed(with: .blue, fraction: 1).hexString == "#0000ff")
        // OKLab's middle of black and white is a lighter grey than sRGB's #808080 would suggest
        // for the eye's middle: L 0.5 is #636363.
        let grey = Color.black.mixed(with: .white, fraction: 0.5).hexString
        #expect(["#626262", "#636363", "#646464"].contains(grey), "\(grey)")
        #expect(Color.red.mixed(with: .blue.withAlphaComponent(0), fraction: 0.5).hexString.hasSuffix("80"))
    }

    @Test func theTextColourThatReads() {
        #expect(Color.onColor(.systemYellow).resolvedColor(with: Self.light).hexString == "#000000", "a dynamic background")
        #expect(Color.onColor(Color(red: 1, green: 0.8, blue: 0, alpha: 1)) == .black, "a fixed one: a fixed answer")
        #expect(Color.onColor(Color(red: 0.1, green: 0.1, blue: 0.4, alpha: 1)) == .white)
        let brand = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        let gold = Color(red: 1, green: 0.84, blue: 0, alpha: 1)
        #expect(Color.onColor(brand, candidates: [gold, .white]) == .white, "gold is 2.8:1 on the brand blue")
        #expect(Color.onColor(brand, candidates: [gold, .white], minimumRatio: 2) == gold)
        // Nothing reaches 21:1 on mid grey: the candidate with the most contrast.
        #expect(Color.onColor(Color(white: 0.5), minimumRatio: 21) == .black)
    }

    @Test func derivedFromADynamicColourIsDynamic() {
        let surface = Color(light: .white, dark: .black)
        let pressed = surface.darkened(by: 0.2)
        #expect(pressed.resolvedColor(with: Self.light).hexString != "#ffffff")
        #expect(pressed.resolvedColor(with: Self.dark).hexString == "#000000")
        let text = Color.onColor(surface)
        #expect(text.resolvedColor(with: Self.light).hexString == "#000000")
        #expect(text.resolvedColor(with: Self.dark).hexString == "#ffffff")
        let provided = Color(dynamicProvider: { $0.userInterfaceStyle == .dark ? .black : .white })
        #expect(provided.lightened(by: 0.5).resolvedColor(with: Self.dark).hexString != "#000000")
        let mixed = surface.mixed(with: .red, fraction: 1)
        #expect(mixed.resolvedColor(with: Self.dark).hexString == "#ff0000")
    }
}
