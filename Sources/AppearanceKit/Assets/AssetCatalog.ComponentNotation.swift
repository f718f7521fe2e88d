public import Foundation

extension AssetCatalog {
    /// How a colour set writes one component (`red`, `green`, `blue`, `white` or `alpha`).
    ///
    /// Xcode writes a component in the notation picked in its colour inspector, always as a
    /// string. The rule that reads them all:
    ///
    /// | Written | Means | Value |
    /// |---|---|---|
    /// | `"0.500"`, `"1.000"`, `"-0.25"` | a floating-point number: it has a `.` | as written |
    /// | `"0x80"`, `"0xFF"` | 8-bit hexadecimal: it starts with `0x` | ÷ 255 |
    /// | `"128"`, `"255"`, `"1"` | an 8-bit integer: anything else | ÷ 255 |
    ///
    /// So `"1"` is 1/255 and `"1.000"` is 1. A JSON number follows the same rule by how it is
    /// written (`1.0` is 1, `255` is 1). Floating-point values must lie in `0...1`, except in an
    /// extended colour space (``ColorSpace/isExtended``), which takes any finite value; 8-bit
    /// values lie in `0...255`.
    ///
    /// ```swift
    /// AssetCatalog.ComponentNotation.value(of: "0x80", in: .srgb)   // 0.50196
    /// AssetCatalog.ComponentNotation.value(of: "1", in: .srgb)      // 0.00392 (1/255)
    /// AssetCatalog.ComponentNotation.value(of: "2.5", in: .srgb)    // nil: out of range
    /// ```
    public enum ComponentNotation {
        /// The value of a component written as `text` in `space`, or `nil` when it is not a
        /// number that the rule above accepts.
        public static func value(of text: String, in space: ColorSpace) -> CGFloat? {
            let text = text.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                guard let byte = UInt8(text.dropFirst(2), radix: 16) else { return nil }
                return CGFloat(byte) / 255
            }
            if text.contains(".") {
                guard text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" || $0 == "E" }),
                    let value = Double(text), value.isFinite
                else { return nil }
                guard space.isExtended || (0...1).contains(value) else { return nil }
                return CGFloat(value)
            }
            guard let byte = UInt8(text) else { return nil }
            return CGFloat(byte) / 255
        }

        /// What a component may be written as in `space`, for error messages.
        static func expectation(in space: ColorSpace) -> String {
            let decimal =
                space.isExtended
                ? "a decimal number (\(space) allows values outside 0 to 1, such as \"1.250\")"
                : "a decimal number from 0 to 1 (\"0.500\")"
            return "\(decimal), an integer from 0 to 255 (\"128\") or a hexadecimal byte (\"0x80\")"
        }
    }
}
