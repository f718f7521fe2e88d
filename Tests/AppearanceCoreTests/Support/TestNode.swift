import AppearanceCore

/// A minimal outside adopter of the engine: a tree node with two styled properties and one
/// plain one, typed either by its Swift class or by a run-time type.
@MainActor
class TestNode: AppearanceNode {
    let appearanceState = AppearanceNodeState()
    weak var parent: TestNode?
    var children: [TestNode] = []
    let runtimeType: AppearanceType?
    var overrides = TraitCollection()
    var classes: [String] = []

    @Styled var color: String = "none"
    @Styled var width: Double = 0
    @Styled var badges = AxisValues<Int, String?>(default: nil)
    /// Not `@Styled`: the engine must remember its original value itself.
    var plainTag: String = "original"

    subscript(badge rank: Int) -> String? {
        get { badges[rank] }
        set { badges[rank] = newValue }
    }

    init(type: AppearanceType? = nil) { runtimeType = type }

    var appearanceType: AppearanceType { runtimeType ?? .of(Swift.type(of: self)) }
    var appearanceContainer: (any AppearanceContainer)? { parent }
    var appearanceTraitOverrides: TraitCollection { overrides }
    var appearanceStyleClasses: [String] { classes }
    func forEachAppearanceChild(_ body: (any AppearanceNode) -> Void) { children.forEach(body) }
    class var appearanceChildrenAreDirectlyContained: Bool { false }

    @discardableResult
    func add(_ child: TestNode) -> TestNode {
        children.append(child)
        child.parent = self
        return child
    }
}

final class RootNode: TestNode {}
final class CardNode: TestNode {}
final class LeafNode: TestNode {}
final class FancyLeafNode: TestNode {}
/// A card whose type tells walks that its children are contained by it directly.
final class DirectCardNode: TestNode {
    override class var appearanceChildrenAreDirectlyContained: Bool { true }
}
