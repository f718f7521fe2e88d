import AppearanceKit
import ArgumentParser

/// A screen size written `WIDTHxHEIGHT` in points, such as `390x844`.
struct ScreenSize: ExpressibleByArgument, CustomStringConvertible {
    /// The size.
    let size: CGSize

    /// Parses `390x844` (or `390×844`); both sides whole numbers from 100 to 4000.
    init?(argument: String) {
        let parts = argument.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (100...4000).contains(width), (100...4000).contains(height)
        else { return nil }
        size = CGSize(width: Double(width), height: Double(height))
    }

    /// The size of `DemoScreen`'s window, 390×844.
    init(_ size: CGSize) {
        self.size = size
    }

    /// `390x844`.
    var description: String {
        "\(Int(size.width))x\(Int(size.height))"
    }

    /// Shown in `--help`.
    static var defaultValueDescription: String { "390x844" }
}
