import AppearanceKit

/// Records one rule per function call, the way set-up code split into small functions does:
/// one small function per rule shape (plain, contained, for traits, both), each setting the
/// rule's values on its proxy.
///
/// Each generated class calls ``record(_:_:)`` with its own type, so the optimizer specializes
/// these functions per class: every proxy write is made where its key path is a literal rooted
/// at the target class (`\KitLabel.tintColor`), as in an app's code that names the class.
@MainActor
enum KitRuleRecorder {
    /// Records `rule` on the proxies of `C`.
    static func record<C: View>(_ type: C.Type, _ rule: KitRule) {
        switch (rule.containers.isEmpty, rule.traits) {
        case (true, nil): plain(C.self, rule.values)
        case (false, nil): contained(C.self, in: rule.containers, rule.values)
        case (true, let traits?): forTraits(C.self, traits, rule.values)
        case (false, let traits?): forTraits(C.self, traits, contained: rule.containers, rule.values)
        }
    }

    private static func plain<C: View>(_ type: C.Type, _ values: [KitRule.Value]) {
        write(values, to: C.appearance())
    }

    private static func contained<C: View>(
        _ type: C.Type, in containers: [any AppearanceContainer.Type], _ values: [KitRule.Value]
    ) {
        write(values, to: C.appearance(whenContainedInInstancesOf: containers))
    }

    private static func forTraits<C: View>(_ type: C.Type, _ traits: TraitCollection, _ values: [KitRule.Value]) {
        write(values, to: C.appearance(for: traits))
    }

    private static func forTraits<C: View>(
        _ type: C.Type, _ traits: TraitCollection, contained containers: [any AppearanceContainer.Type],
        _ values: [KitRule.Value]
    ) {
        write(values, to: C.appearance(for: traits, whenContainedInInstancesOf: containers))
    }

    private static func write<C: View>(_ values: [KitRule.Value], to proxy: AppearanceProxy<C>) {
        for value in values {
            switch value {
            case .tintColor(let color): proxy.tintColor = color
            case .backgroundColor(let color): proxy.backgroundColor = color
            case .borderColor(let color): proxy[\.layer.borderColor] = color
            case .borderWidth(let width): proxy[\.layer.borderWidth] = width
            case .cornerRadius(let radius): proxy[\.layer.cornerRadius] = radius
            case .alpha(let alpha): proxy.alpha = alpha
            }
        }
    }
}
