public import Foundation

// Colours derived from others, for themes that say "this brand colour, a little darker"
// instead of repeating a hex value that goes stale when the base changes (#33).
//
// Lightness and mixing work in OKLab / OKLCH (Björn Ottosson's perceptual space): equal steps
// of lightness look like equal steps, and a mix of two colours does not go grey or dark in
// the middle as a mix of sRGB values does. A derived colour of a dynamic colour is dynamic:
// it is derived again for each trait state the base resolves in.
extension Color {
    /// This colour lightened by `amount` of OKLCH lightness (0 to 1; 1 reaches white), hue and
    /// chroma kept (components past sRGB's range are clipped).
    ///
    /// ```swift
    /// let pressed = brand.darkened(by: 0.1)
    /// let wash = brand.lightened(by: 0.35)
    /// ```
    public func lightened(by amount: CGFloat) -> Color {
        derived { $0.oklab.withLightness(by: amount).rgba(alpha: $0.alpha) }
    }

    /// This colour darkened by `amount` of OKLCH lightness (0 to 1; 1 reaches black).
    public func darkened(by amount: CGFloat) -> Color {
        lightened(by: -amount)
    }

    /// This colour mixed with `other`: `fraction` of `other` (0 gives this colour, 1 gives
    /// `other`), interpolated in OKLab, opacity too.
    public func mixed(with other: Color, fraction: CGFloat) -> Color {
        let fraction = RGBA.clamp(fraction)
        return combined(with: other) { base, other in
            base.oklab.interpolated(to: other.oklab, fraction: fraction)
                .rgba(alpha: base.alpha + (other.alpha - base.alpha) * fraction)
        }
    }

    /// The WCAG 2.x contrast ratio of this colour against `background` (1 to 21), both resolved
    /// for `traits`; a translucent colour is composited over the background first, and the
    /// background over white.
    public func contrastRatio(against background: Color, traits: TraitCollection = TraitCollection()) -> CGFloat {
        let ground = background.resolvedComponents(with: traits).composited(over: RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        let front = resolvedComponents(with: traits).composited(over: ground)
        return RGBA.contrastRatio(front, ground)
    }

    /// The first of `candidates` whose contrast against `background` is at least
    /// `minimumRatio` (WCAG 2.x; 4.5 is AA for body text), else the one with the most
    /// contrast; chosen again for each trait state when the background is dynamic.
    ///
    /// ```swift
    /// Label.appearance(whenContainedInInstancesOf: [BadgeView.self]).textColor = .onColor(brand)
    /// ```
    public static func onColor(
        _ background: Color, candidates: [Color] = [.black, .white], minimumRatio: CGFloat = 4.5
    ) -> Color {
        let candidates = candidates.isEmpty ? [Color.black, .white] : candidates
        let choose: @Sendable (TraitCollection) -> Color = { traits in
            let ratios = candidates.map { $0.contrastRatio(against: background, traits: traits) }
            if let first = ratios.firstIndex(where: { $0 >= minimumRatio }) { return candidates[first] }
            return candidates[ratios.indices.max { ratios[$0] < ratios[$1] } ?? 0]
        }
        guard background.isFixed, candidates.allSatisfy(\.isFixed) else { return Color(dynamicProvider: choose) }
        return choose(TraitCollection())
    }

    // MARK: - Deriving, fixed or per trait state

    /// Whether the colour is the same in every trait state.
    var isFixed: Bool {
        if case .fixed = storage { return true }
        return false
    }

    /// `transform` applied to this colour, in every trait state it has.
    func derived(_ transform: @escaping @Sendable (RGBA) -> RGBA) -> Color {
        switch storage {
        case .fixed(let rgba):
            return Color(storage: .fixed(transform(rgba)))
        case .variants(_, let variants):
            return Color(storage: .variants(name: nil, variants.map(transform)))
        case .provider:
            return Color(dynamicProvider: { traits in Color(storage: .fixed(transform(self.resolvedComponents(with: traits)))) })
        }
    }

    /// `combine` of this colour and `other`, in every trait state either has.
    private func combined(with other: Color, _ combine: @escaping @Sendable (RGBA, RGBA) -> RGBA) -> Color {
        if case .fixed(let base) = storage, case .fixed(let second) = other.storage {
            return Color(storage: .fixed(combine(base, second)))
        }
        return Color(dynamicProvider: { traits in
            Color(storage: .fixed(combine(self.resolvedComponents(with: traits), other.resolvedComponents(with: traits))))
        })
    }
}

// MARK: - OKLab and WCAG luminance

/// A colour in OKLab: perceptual lightness `l` (0 black to 1 white) and the opponent axes `a`
/// (green–red) and `b` (blue–yellow). OKLCH is the same space in polar form: changing only `l`
/// keeps its chroma and hue.
struct OKLab: Equatable {
    var l: CGFloat
    var a: CGFloat
    var b: CGFloat

    /// This colour with `delta` added to its lightness (clamped to 0...1).
    func withLightness(by delta: CGFloat) -> OKLab {
        OKLab(l: Swift.min(1, Swift.max(0, l + delta)), a: a, b: b)
    }

    /// The colour `fraction` of the way to `other`.
    func interpolated(to other: OKLab, fraction: CGFloat) -> OKLab {
        OKLab(l: l + (other.l - l) * fraction, a: a + (other.a - a) * fraction, b: b + (other.b - b) * fraction)
    }

    /// The sRGB colour, components clipped to 0...1, with `alpha`.
    func rgba(alpha: CGFloat) -> Color.RGBA {
        let l1 = l + 0.3963377774 * a + 0.2158037573 * b
        let m1 = l - 0.1055613458 * a - 0.0638541728 * b
        let s1 = l - 0.0894841775 * a - 1.2914855480 * b
        let (cl, cm, cs) = (l1 * l1 * l1, m1 * m1 * m1, s1 * s1 * s1)
        let red = 4.0767416621 * cl - 3.3077115913 * cm + 0.2309699292 * cs
        let green = -1.2684380046 * cl + 2.6097574011 * cm - 0.3413193965 * cs
        let blue = -0.0041960863 * cl - 0.7034186147 * cm + 1.7076147010 * cs
        return Color.RGBA(
            red: Color.RGBA.encoded(red), green: Color.RGBA.encoded(green), blue: Color.RGBA.encoded(blue), alpha: alpha)
    }
}

extension Color.RGBA {
    /// The colour in OKLab (opacity left out).
    var oklab: OKLab {
        let (red, green, blue) = (Self.linear(self.red), Self.linear(self.green), Self.linear(self.blue))
        let l = cbrt(0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue)
        let m = cbrt(0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue)
        let s = cbrt(0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue)
        return OKLab(
            l: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// WCAG 2.x relative luminance (opacity left out).
    var relativeLuminance: CGFloat {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// This colour drawn over the opaque `background`: the colour the eye sees. Source-over in
    /// sRGB, as the renderer's SVG and UIKit's layers composite; the package's one compositing
    /// formula (the audit's contrast checks use it through ``Color/composited(over:)``).
    func composited(over background: Self) -> Self {
        let alpha = Swift.min(Swift.max(alpha, 0), 1)
        return Self(
            red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
            blue: blue * alpha + background.blue * (1 - alpha), alpha: 1)
    }

    /// The WCAG 2.x contrast ratio of two opaque colours (1 to 21).
    static func contrastRatio(_ first: Self, _ second: Self) -> CGFloat {
        let (one, two) = (first.relativeLuminance, second.relativeLuminance)
        return (Swift.max(one, two) + 0.05) / (Swift.min(one, two) + 0.05)
    }

    /// An sRGB component (0...1) as linear light.
    static func linear(_ component: CGFloat) -> CGFloat {
        component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
    }

    /// Linear light as an sRGB component, clipped to 0...1.
    static func encoded(_ linear: CGFloat) -> CGFloat {
        let value = linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
        return clamp(value)
    }
}

extension Color {
    /// This colour drawn over the opaque `background` (source-over in sRGB): the opaque colour
    /// a screen shows. Both colours as drawn in the default traits (a fixed colour as it is).
    package func composited(over background: Color) -> Color {
        let rgba = RGBA(red: red, green: green, blue: blue, alpha: alpha)
            .composited(over: RGBA(red: background.red, green: background.green, blue: background.blue, alpha: 1))
        return Color(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: 1)
    }
}
