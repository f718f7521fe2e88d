import AppearanceKit

// View classes the rule tests build trees from.
final class ScreenView: View {}
class CardView: View {}
final class FancyCardView: CardView {}
final class PanelView: View {}
class FancyLabel: Label {}

/// Builds views and proxies from the names used in the rule tables.
@MainActor
enum RuleFixtures {
    static func makeView(_ name: String) -> View {
        switch name {
        case "Screen": ScreenView()
        case "Card": CardView()
        case "FancyCard": FancyCardView()
        case "Panel": PanelView()
        case "Label": Label()
        case "FancyLabel": FancyLabel()
        default: fatalError("unknown fixture class \(name)")
        }
    }

    static func containerType(_ name: String) -> any AppearanceContainer.Type {
        switch name {
        case "Screen": ScreenView.self
        case "Card": CardView.self
        case "FancyCard": FancyCardView.self
        case "Panel": PanelView.self
        case "Label": Label.self
        case "View": View.self
        case "Window": Window.self
        default: fatalError("unknown fixture class \(name)")
        }
    }

    /// The proxy a rule row names, typed as `Label` so its `textColor` can be set.
    static func textColorProxy(_ rule: Rule) -> (Color?) -> Void {
        let containers = rule.containers.map(containerType)
        func set<L: Label>(_: L.Type) -> (Color?) -> Void {
            let proxy: AppearanceProxy<L> =
                switch (rule.traits, containers.isEmpty) {
                case (nil, true): L.appearance()
                case (nil, false): L.appearance(whenContainedInInstancesOf: containers)
                case (let traits?, true): L.appearance(for: traits)
                case (let traits?, false): L.appearance(for: traits, whenContainedInInstancesOf: containers)
                }
            return { proxy.textColor = $0 }
        }
        return rule.target == "FancyLabel" ? set(FancyLabel.self) : set(Label.self)
    }

    /// Puts a chain of views named outermost first in a window; returns the innermost.
    static func buildChain(_ path: [String], in window: Window) -> View {
        var parent: View = window
        for name in path {
            let view = makeView(name)
            parent.addSubview(view)
            parent = view
        }
        return parent
    }
}

/// One proxy value in a rule table: `target.appearance(for: traits, whenContainedInInstancesOf: containers).textColor = value`.
struct Rule: Sendable, CustomStringConvertible {
    var target = "Label"
    var containers: [String] = []
    var traits: TraitCollection?
    var value: String

    var description: String {
        var parts: [String] = []
        if let traits { parts.append("for: \(traits)") }
        if !containers.isEmpty { parts.append("in: \(containers)") }
        return "\(target)(\(parts.joined(separator: ", ")))=\(value)"
    }
}

extension Color {
    /// A distinct colour per test value name.
    static func named(test name: String) -> Color {
        let code = name.unicodeScalars.reduce(UInt32(17)) { ($0 &* 31 &+ $1.value) & 0xFFFFFF }
        return Color(red: Double(code >> 16 & 0xFF) / 255, green: Double(code >> 8 & 0xFF) / 255, blue: Double(code & 0xFF) / 255)
    }
}

extension TraitCollection {
    static let dark = TraitCollection(userInterfaceStyle: .dark)
    static let darkCompact = TraitCollection {
        $0.userInterfaceStyle = .dark; $0.horizontalSizeClass = .compact
    }
    static let compact = TraitCollection(horizontalSizeClass: .compact)
    static let regular = TraitCollection(horizontalSizeClass: .regular)
}
