import AppearanceKit
import ArgumentParser

/// `--contrast normal` or `--contrast high`.
enum ContrastArgument: String, CaseIterable, ExpressibleByArgument {
    /// Normal contrast.
    case normal
    /// Increased contrast (the accessibility setting).
    case high

    /// The trait value.
    var value: AccessibilityContrast { self == .high ? .high : .normal }
}

/// `--content-size large`, `--content-size accessibilityExtraLarge` or `--content-size AX3`.
struct ContentSizeArgument: ExpressibleByArgument {
    /// The category.
    let category: ContentSizeCategory

    /// A size from a category name, or `AX1` to `AX5` for the accessibility sizes.
    init?(argument: String) {
        let accessibility = ContentSizeCategory.allCases.filter { $0.rawValue.hasPrefix("accessibility") }
        if argument.uppercased().hasPrefix("AX"), let number = Int(argument.dropFirst(2)), (1...accessibility.count).contains(number) {
            category = accessibility[number - 1]
        } else if let category = ContentSizeCategory(rawValue: argument), category != .unspecified {
            self.category = category
        } else {
            return nil
        }
    }

    /// A size.
    init(category: ContentSizeCategory) {
        self.category = category
    }

    /// The names the option takes.
    static var names: String {
        ContentSizeCategory.allCases.filter { $0 != .unspecified }.map(\.rawValue).joined(separator: ", ")
    }

    var defaultValueDescription: String { category.rawValue }
}
