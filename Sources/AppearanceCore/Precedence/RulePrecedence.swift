/// Where a matched proxy sits in the application order of R4 (Rules.md); later (greater) wins.
///
/// Plain proxies come first: base class to leaf class, trait-free before trait proxies, fewer
/// specified traits before more. Containment proxies follow: nearer anchors first (so the
/// outermost container wins), then shorter container lists, then base class to leaf, then
/// trait-free before trait proxies. Style-class proxies apply after class proxies at the same
/// anchor and container count. Values that tie on all of this fall back to recording order.
/// Under ``ContainmentPolicy/closestContainerWins`` the anchor order is reversed.
public struct RulePrecedence: Comparable, Hashable, Sendable {
    /// Steps from the view up to the ancestor where the outermost container matched; 0 for plain.
    public let anchor: Int
    /// Length of the container list; 0 for plain proxies.
    public let containerCount: Int
    /// Whether the proxy targets a style class.
    public let hasStyleClass: Bool
    /// Depth of the target class in the view's class chain, 0 for the base class.
    public let classDepth: Int
    /// -1 for a trait-free proxy, else the number of traits the proxy specifies.
    public let traitRank: Int
    /// The containment policy the order follows: the one in force when the precedence was
    /// worked out, so that comparing two precedences reads no global state.
    public let policy: ContainmentPolicy

    /// Whether the proxy has a container list.
    public var isContainment: Bool { containerCount > 0 }

    var staticPart: StaticPart {
        StaticPart(containerCount: containerCount, hasStyleClass: hasStyleClass, classDepth: classDepth, traitRank: traitRank)
    }

    /// The part of the order known before matching a view's ancestors.
    struct StaticPart: Comparable, Hashable {
        let containerCount: Int
        let hasStyleClass: Bool
        let classDepth: Int
        let traitRank: Int

        static func < (lhs: Self, rhs: Self) -> Bool {
            // R4.2 (Rules.md): at one anchor, longer lists later; then style classes (R4.4); then
            // the class chain base to leaf and fewer traits before more (also R4.1's order).
            (lhs.containerCount, lhs.hasStyleClass ? 1 : 0, lhs.classDepth, lhs.traitRank)
                < (rhs.containerCount, rhs.hasStyleClass ? 1 : 0, rhs.classDepth, rhs.traitRank)
        }
    }

    init(anchor: Int, _ part: StaticPart, policy: ContainmentPolicy = .current) {
        self.anchor = anchor
        self.policy = policy
        containerCount = part.containerCount
        hasStyleClass = part.hasStyleClass
        classDepth = part.classDepth
        traitRank = part.traitRank
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        // R4 (Rules.md): every plain value before every containment value (R4.1, R4.2); farther
        // anchors later, or nearer under the closest-container policy (R4.5).
        // Both sides are ordered under the left side's policy (explanations compare precedences
        // worked out together, under one policy).
        let l = (lhs.isContainment ? 1 : 0, ContainmentPolicy.orderingAnchor(lhs.anchor, under: lhs.policy))
        let r = (rhs.isContainment ? 1 : 0, ContainmentPolicy.orderingAnchor(rhs.anchor, under: lhs.policy))
        return l != r ? l < r : lhs.staticPart < rhs.staticPart
    }
}
