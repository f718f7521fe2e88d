import AppearanceBenchmark
import AppearanceKit
import Foundation

/// A workload rule in the kit's terms, made once per scene: the containers as Swift classes
/// (innermost first), the trait condition as a trait collection, the values as kit values.
@MainActor
struct KitRule {
    /// A value of one of the six kit properties the workload's properties map to.
    enum Value {
        case tintColor(Color)
        case backgroundColor(Color)
        case borderColor(Color)
        case borderWidth(CGFloat)
        case cornerRadius(CGFloat)
        case alpha(CGFloat)
    }

    let target: Int
    let containers: [any AppearanceContainer.Type]
    let traits: TraitCollection?
    let values: [Value]

    /// - Throws: ``KitSceneError/unsupportedRule(_:)`` for a rule with several trait conditions.
    init(_ rule: Workload.Rule, classes: [KitClassPool.Entry]) throws {
        guard rule.traits.count <= 1 else { throw KitSceneError.unsupportedRule(rule.order) }
        target = rule.target
        containers = rule.containers.map { classes[$0].type }
        traits = rule.traits.first.map(Self.traits)
        values = rule.values.map(Self.value)
    }

    /// The workload's trait condition as the kit's trait (`theme` is the interface style).
    static func traits(_ condition: Workload.TraitCondition) -> TraitCollection {
        switch condition {
        case .theme(let theme): TraitCollection(userInterfaceStyle: theme == .dark ? .dark : .light)
        case .sizeClass(let size): TraitCollection(horizontalSizeClass: size == .compact ? .compact : .regular)
        }
    }

    private static func value(_ property: BenchProperty, _ value: BenchPropertyValue) -> Value {
        switch (property, value) {
        case (.color, .color(let color)): .tintColor(Color(color))
        case (.backgroundColor, .color(let color)): .backgroundColor(Color(color))
        case (.borderColor, .color(let color)): .borderColor(Color(color))
        case (.borderWidth, .length(let length)): .borderWidth(CGFloat(length))
        case (.borderRadius, .length(let length)): .cornerRadius(CGFloat(length))
        case (.opacity, .opacity(let opacity)): .alpha(CGFloat(opacity.hundredths) / 100)
        default: preconditionFailure("\(value) is not a value of \(property.rawValue)")
        }
    }
}
