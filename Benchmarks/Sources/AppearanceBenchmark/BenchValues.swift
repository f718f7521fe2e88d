/// A colour of the workload: `#rrggbb` or `transparent`, in four bytes.
public struct BenchColor: Hashable, Sendable, CustomStringConvertible {
    /// `0x00rrggbb` for opaque colours; ``transparent`` has bit 24 set.
    public let raw: UInt32

    /// An opaque colour, `0xrrggbb`.
    public init(rgb: UInt32) { raw = rgb & 0xFF_FFFF }

    private init(raw: UInt32) { self.raw = raw }

    /// `transparent`.
    public static let transparent = BenchColor(raw: 1 << 24)

    /// Parses `#rrggbb` (either case) or `transparent`.
    public init?(parsing text: String) {
        if text == "transparent" {
            self = .transparent
            return
        }
        let digits = text.utf8.dropFirst()
        guard text.utf8.first == UInt8(ascii: "#"), digits.count == 6, let rgb = UInt32(String(text.dropFirst()), radix: 16)
        else { return nil }
        self.init(rgb: rgb)
    }

    /// The canonical form: `#rrggbb` in lower case, or `transparent`.
    public var description: String {
        var bytes: [UInt8] = []
        BenchDigest.appendCanonical(self, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// An opacity in hundredths (the workload's opacities have at most two decimals).
public struct BenchOpacity: Hashable, Sendable, CustomStringConvertible {
    /// Hundredths: `100` is `1`, `65` is `0.65`.
    public let hundredths: UInt16

    /// An opacity of `hundredths` / 100.
    public init(hundredths: UInt16) { self.hundredths = hundredths }

    /// The nearest opacity in hundredths, or `nil` outside 0...655.
    public init?(_ value: Double) {
        let scaled = (value * 100).rounded()
        guard scaled >= 0, scaled <= Double(UInt16.max) else { return nil }
        hundredths = UInt16(scaled)
    }

    /// The canonical form: at most two decimals, trailing zeros removed (`1`, `0.5`, `0.65`).
    public var description: String {
        var bytes: [UInt8] = []
        BenchDigest.appendCanonical(self, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The six resolved values of one view, in the workload's property order.
public struct BenchValues: Hashable, Sendable {
    public var color: BenchColor
    public var backgroundColor: BenchColor
    public var borderColor: BenchColor
    public var borderWidth: Int32
    public var borderRadius: Int32
    public var opacity: BenchOpacity

    public init(
        color: BenchColor, backgroundColor: BenchColor, borderColor: BenchColor,
        borderWidth: Int32, borderRadius: Int32, opacity: BenchOpacity
    ) {
        self.color = color
        self.backgroundColor = backgroundColor
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.borderRadius = borderRadius
        self.opacity = opacity
    }
}
