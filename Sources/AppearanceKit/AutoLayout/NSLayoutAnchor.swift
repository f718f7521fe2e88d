public import Foundation

/// One attribute of a view or layout guide, from which constraints are made, as UIKit's
/// `NSLayoutAnchor`: `label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16)`.
///
/// `AnchorType` keeps the axes apart at compile time: an ``NSLayoutXAxisAnchor`` relates only
/// to another, a ``NSLayoutYAxisAnchor`` to another, an ``NSLayoutDimension`` to a dimension or a
/// constant. Every constraint remembers the `#fileID` and line that made it.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: Hashable, @preconcurrency CustomStringConvertible {
    /// The view or layout guide.
    public private(set) weak var item: AnyObject?
    /// The attribute of ``item``.
    public let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// A constraint making this anchor equal to `anchor`.
    public func constraint(
        equalTo anchor: NSLayoutAnchor<AnchorType>, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.equal, to: anchor, multiplier: 1, constant: 0, file: file, line: line)
    }

    /// A constraint making this anchor at least `anchor`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: 0, file: file, line: line)
    }

    /// A constraint making this anchor at most `anchor`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, to: anchor, multiplier: 1, constant: 0, file: file, line: line)
    }

    /// A constraint making this anchor equal to `anchor` plus `c`.
    public func constraint(
        equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.equal, to: anchor, multiplier: 1, constant: c, file: file, line: line)
    }

    /// A constraint making this anchor at least `anchor` plus `c`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: c, file: file, line: line)
    }

    /// A constraint making this anchor at most `anchor` plus `c`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, to: anchor, multiplier: 1, constant: c, file: file, line: line)
    }

    /// The constraint `self relation multiplier × anchor + constant` (a constant alone without
    /// `anchor`).
    func make(
        _ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat,
        constant: CGFloat, file: StaticString, line: UInt
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            firstItem: item ?? LayoutGoneItem(), firstAttribute: attribute, relation: relation,
            secondItem: anchor.map { $0.item ?? LayoutGoneItem() }, secondAttribute: anchor?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant, location: .init(fileID: file, line: line))
    }

    /// `Label:0x….leading`, as UIKit describes an anchor.
    public var description: String { NSLayoutConstraint.describe(item, attribute) }

    /// Anchors are equal when they are the same object: a view makes each of its anchors once.
    nonisolated public static func == (lhs: NSLayoutAnchor<AnchorType>, rhs: NSLayoutAnchor<AnchorType>) -> Bool {
        lhs === rhs
    }

    /// Hashes the anchor's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// What an anchor's item is replaced with once the item is gone: the constraint then reports
/// its first item gone instead of crashing.
final class LayoutGoneItem {}

/// A horizontal position: a left, right, leading, trailing or centre-x anchor.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A constraint placing this anchor the system spacing (8 points) times `multiplier` after
    /// `anchor`.
    public func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.equal, to: anchor, multiplier: 1, constant: NSLayoutAnchorSpacing.system * multiplier, file: file, line: line)
    }

    /// A constraint placing this anchor at least the system spacing times `multiplier` after
    /// `anchor`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: NSLayoutAnchorSpacing.system * multiplier, file: file, line: line)
    }

    /// A constraint placing this anchor at most the system spacing times `multiplier` after
    /// `anchor`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, to: anchor, multiplier: 1, constant: NSLayoutAnchorSpacing.system * multiplier, file: file, line: line)
    }
}

/// A vertical position: a top, bottom, centre-y or baseline anchor.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A constraint placing this anchor the system spacing (8 points) times `multiplier` below
    /// `anchor`.
    public func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.equal, to: anchor, multiplier: 1, constant: NSLayoutAnchorSpacing.system * multiplier, file: file, line: line)
    }

    /// A constraint placing this anchor at least the system spacing times `multiplier` below
    /// `anchor`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: NSLayoutAnchorSpacing.system * multiplier, file: file, line: line)
    }

    /// A constraint placing this anchor at most the system spacing times `multiplier` below
    /// `anchor`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, to: anchor, multiplier: 1, constant: NSLayoutAnchorSpacing.system * multiplier, file: file, line: line)
    }
}

/// The system spacing between two anchors, as UIKit's standard spacing.
enum NSLayoutAnchorSpacing {
    static let system: CGFloat = 8
}
