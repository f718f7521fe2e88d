/// The workload's digest of a tree's resolved values: for each node in index order, the
/// canonical values of the properties in the workload's order joined by `,` plus `\n`, hashed
/// with 32-bit FNV-1a over the UTF-8 bytes, printed as 8 lower-case hex digits.
///
/// ```swift
/// var digest = BenchDigest()
/// for node in nodes { digest.add(node.values, order: workload.properties) }
/// digest.hex   // "baec9593"
/// ```
public struct BenchDigest: Sendable {
    /// The running hash.
    public private(set) var hash: UInt32 = 0x811C_9DC5
    private var line: [UInt8] = []

    /// An empty digest.
    public init() { line.reserveCapacity(64) }

    /// Adds one node's line.
    public mutating func add(_ values: BenchValues, order: [BenchProperty]) {
        line.removeAll(keepingCapacity: true)
        for (position, property) in order.enumerated() {
            if position > 0 { line.append(UInt8(ascii: ",")) }
            switch property {
            case .color: Self.appendCanonical(values.color, to: &line)
            case .backgroundColor: Self.appendCanonical(values.backgroundColor, to: &line)
            case .borderColor: Self.appendCanonical(values.borderColor, to: &line)
            case .borderWidth: Self.appendDecimal(Int(values.borderWidth), to: &line)
            case .borderRadius: Self.appendDecimal(Int(values.borderRadius), to: &line)
            case .opacity: Self.appendCanonical(values.opacity, to: &line)
            }
        }
        line.append(UInt8(ascii: "\n"))
        var hash = self.hash
        for byte in line {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        self.hash = hash
    }

    /// The digest as the workload writes it: 8 lower-case hex digits.
    public var hex: String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    // MARK: - Canonical forms

    private static let hexDigits = Array("0123456789abcdef".utf8)

    static func appendCanonical(_ color: BenchColor, to bytes: inout [UInt8]) {
        if color == .transparent {
            bytes.append(contentsOf: "transparent".utf8)
            return
        }
        bytes.append(UInt8(ascii: "#"))
        for shift in stride(from: 20, through: 0, by: -4) {
            bytes.append(hexDigits[Int((color.raw >> UInt32(shift)) & 0xF)])
        }
    }

    static func appendCanonical(_ opacity: BenchOpacity, to bytes: inout [UInt8]) {
        let whole = Int(opacity.hundredths / 100), fraction = Int(opacity.hundredths % 100)
        appendDecimal(whole, to: &bytes)
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // The digits come out last first: written at the end, then turned around in place
        // (swapped by index: reversing a slice of the array would copy it).
        var low = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        var high = bytes.count - 1
        while low < high {
            bytes.swapAt(low, high)
            low += 1
            high -= 1
        }
    }
}
