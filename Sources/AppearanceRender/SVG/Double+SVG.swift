extension Double {
    /// The number as SVG writes it: at most two decimals, no trailing zeros, no `-0`, `0` for
    /// non-finite values. The same on every machine and locale.
    ///
    /// ```swift
    /// 17.0.svg       // "17"
    /// 20.264.svg     // "20.26"
    /// (-0.001).svg   // "0"
    /// ```
    var svg: String {
        guard isFinite else { return "0" }
        let hundredths = (self * 100).rounded()
        guard hundredths != 0 else { return "0" }
        let magnitude = Int64(Swift.abs(hundredths))
        let whole = magnitude / 100
        let fraction = magnitude % 100
        var text = hundredths < 0 ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
        }
        return text
    }
}

extension CGFloat {
    /// The number as an SVG attribute writes it (see `Double.svg`): frames and sizes are
    /// Core Graphics' `CGFloat`s.
    var svg: String { Double(self).svg }
}
