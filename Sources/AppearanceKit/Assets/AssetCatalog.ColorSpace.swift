internal import Foundation

extension AssetCatalog {
    /// The colour space a colour set entry is written in: one of the six Xcode offers.
    ///
    /// The kit draws in sRGB, so every colour is converted to sRGB when the catalog loads, by
    /// the colour spaces' own transfer functions and primaries:
    ///
    /// | Space | `color-space` | Conversion to sRGB |
    /// |---|---|---|
    /// | sRGB | `srgb` | none |
    /// | Extended Range sRGB | `extended-srgb` | none |
    /// | Extended Range Linear sRGB | `extended-linear-srgb` | sRGB-encoded |
    /// | Display P3 | `display-p3` | decoded, P3 primaries to sRGB's, re-encoded |
    /// | Gray Gamma 2.2 | `gray-gamma-22` | `white`^2.2, sRGB-encoded, for red, green and blue |
    /// | Extended Range Gray | `extended-gray` | as Gray Gamma 2.2 |
    ///
    /// Grey spaces have one component, `white`; the others have `red`, `green` and `blue`.
    /// Extended spaces accept values below 0 and above 1 (negative values use the transfer
    /// function mirrored, as Core Graphics does). A converted colour that falls outside sRGB,
    /// such as a saturated P3 red or an extended value above 1, is clamped to `0...1` for
    /// drawing, as on a display that shows only sRGB.
    ///
    /// Gray Gamma 2.2 is not sRGB's curve, but close: a `white` of 0.5 is 0.2176 in linear
    /// light, which sRGB encodes as 0.5039 (`#808080` once rounded to bytes); a `white` of
    /// 0.1 becomes 0.0728 (darker than sRGB 0.1), and 0.9 becomes 0.9029.
    public enum ColorSpace: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// `srgb`: sRGB components from 0 to 1.
        case srgb
        /// `extended-srgb`: sRGB components, which may fall outside 0 to 1.
        case extendedSRGB = "extended-srgb"
        /// `extended-linear-srgb`: sRGB primaries without the transfer function (linear light).
        case extendedLinearSRGB = "extended-linear-srgb"
        /// `display-p3`: Display P3 components from 0 to 1 (P3 primaries, sRGB's curve).
        case displayP3 = "display-p3"
        /// `gray-gamma-22`: one `white` component from 0 to 1, with a 2.2 power curve.
        case grayGamma22 = "gray-gamma-22"
        /// `extended-gray`: one `white` component with a 2.2 power curve, which may fall
        /// outside 0 to 1.
        case extendedGray = "extended-gray"

        /// The name Xcode writes, such as `display-p3`.
        public var description: String { rawValue }

        /// Whether the space has one `white` component instead of `red`, `green` and `blue`.
        public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

        /// Whether components may fall outside 0 to 1.
        public var isExtended: Bool { self == .extendedSRGB || self == .extendedLinearSRGB || self == .extendedGray }

        /// `red`, `green` and `blue` in this space as sRGB-encoded components, not clamped.
        func sRGB(red: CGFloat, green: CGFloat, blue: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
            switch self {
            case .srgb, .extendedSRGB:
                return (red, green, blue)
            case .extendedLinearSRGB:
                return (Self.encode(red), Self.encode(green), Self.encode(blue))
            case .displayP3:
                let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
                let matrix = Self.displayP3ToSRGB
                return (
                    Self.encode(matrix[0][0] * r + matrix[0][1] * g + matrix[0][2] * b),
                    Self.encode(matrix[1][0] * r + matrix[1][1] * g + matrix[1][2] * b),
                    Self.encode(matrix[2][0] * r + matrix[2][1] * g + matrix[2][2] * b)
                )
            case .grayGamma22, .extendedGray:
                let white = Self.encode(Self.mirrored(red) { pow($0, 2.2) })
                return (white, white, white)
            }
        }

        /// Linear Display P3 to linear sRGB: both have the D65 white point, so the matrix is
        /// P3's primaries to XYZ followed by XYZ to sRGB's primaries (rows give red, green, blue),
        /// rounded so that each row sums to exactly 1: a P3 grey stays the same sRGB grey.
        private static let displayP3ToSRGB: [[CGFloat]] = [
            [1.224_940_176_3, -0.224_940_176_3, 0],
            [-0.042_056_954_7, 1.042_056_954_7, 0],
            [-0.019_637_554_6, -0.078_636_045_6, 1.098_273_600_2],
        ]

        /// Linear light to sRGB's encoding.
        private static func encode(_ value: CGFloat) -> CGFloat {
            mirrored(value) { $0 <= 0.003_130_8 ? 12.92 * $0 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
        }

        /// sRGB's encoding (which Display P3 shares) to linear light.
        private static func decode(_ value: CGFloat) -> CGFloat {
            mirrored(value) { $0 <= 0.040_45 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        }

        /// `curve` applied to the magnitude of `value`, keeping its sign: how extended spaces
        /// carry negative values through a transfer function.
        private static func mirrored(_ value: CGFloat, _ curve: (CGFloat) -> CGFloat) -> CGFloat {
            value < 0 ? -curve(-value) : curve(value)
        }
    }
}
