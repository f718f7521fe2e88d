public import Foundation

/// Why a view has its frame: whether Auto Layout places it, the constraints that decide its
/// position and size along each axis (with where each was made), the ones the layout had to
/// break, and whether the frame is ambiguous. What `appearance explain --layout` prints.
///
/// ```swift
/// print(title.layoutExplanation())
/// // Label:0x… frame (16, 20, 288, 21), placed by Auto Layout
/// // horizontal:
/// //   <NSLayoutConstraint:0x… Label:0x….leading == View:0x….leading + 16   (active)   at App/Header.swift:31>
/// // …
/// ```
public struct LayoutExplanation: Sendable, CustomStringConvertible {
    /// One constraint that mentions the view.
    public struct Entry: Sendable, Hashable {
        /// The constraint as UIKit prints it, with where it was made.
        public let constraint: String
        /// The constraint's identifier, if it has one.
        public let identifier: String?
        /// Where it was made (`App/Header.swift:31`), if known.
        public let location: String?
        /// Whether the layout broke it: it could not hold with the required constraints.
        public let isBroken: Bool
    }

    /// The view as constraint descriptions name it (`Label:0x…`).
    public let view: String
    /// The frame, in the superview's coordinates.
    public let frame: CGRect
    /// Whether Auto Layout places the view (`translatesAutoresizingMaskIntoConstraints` off).
    public let isPlacedByConstraints: Bool
    /// Whether the view is an arranged subview, placed by its stack view.
    public let isArrangedByStack: Bool
    /// The constraints that decide the view's left edge, centre and width.
    public let horizontal: [Entry]
    /// The constraints that decide its top edge, centre, baselines and height.
    public let vertical: [Entry]
    /// Whether more than one frame satisfies the constraints (``View/hasAmbiguousLayout``).
    public let isAmbiguous: Bool

    /// The explanation as lines of text.
    public var description: String {
        func number(_ value: CGFloat) -> String { NSLayoutConstraint.number(value) }
        var lines = [
            "\(view) frame (\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height))), "
                + (isArrangedByStack
                    ? "placed by its stack view"
                    : isPlacedByConstraints
                        ? "placed by Auto Layout" : "keeps its frame (translatesAutoresizingMaskIntoConstraints)")
        ]
        for (axis, entries) in [("horizontal", horizontal), ("vertical", vertical)] {
            lines.append("\(axis):")
            if entries.isEmpty { lines.append("  (no constraints)") }
            for entry in entries { lines.append("  " + (entry.isBroken ? "broken: " : "") + entry.constraint) }
        }
        if isPlacedByConstraints, !isArrangedByStack { lines.append("ambiguous: " + (isAmbiguous ? "yes" : "no")) }
        return lines.joined(separator: "\n")
    }
}

extension View {
    /// Why the view has its frame: the constraints that decide it, the broken ones, ambiguity.
    /// Lays the window out first, so that the answer is the frame it draws with.
    public func layoutExplanation() -> LayoutExplanation {
        hierarchyRoot.layoutIfNeeded()
        let layout = constraintLayout
        let broken = layout?.brokenConstraints ?? []
        let mentions = { (constraint: NSLayoutConstraint, axis: NSLayoutConstraint.Axis) -> Bool in
            (constraint.firstItem === self && constraint.firstAttribute.axis == axis)
                || (constraint.secondItem === self && constraint.secondAttribute.axis == axis)
        }
        func entries(_ axis: NSLayoutConstraint.Axis) -> [LayoutExplanation.Entry] {
            let active = constraintsAffectingLayout(for: axis).filter { constraint in !broken.contains { $0 === constraint } }
            let brokenHere = broken.filter { mentions($0, axis) }
            return active.map { entry($0, broken: false) } + brokenHere.map { entry($0, broken: true) }
        }
        return LayoutExplanation(
            view: "\(NSLayoutConstraint.typeName(self)):\(NSLayoutConstraint.address(of: self))", frame: frame,
            isPlacedByConstraints: !translatesAutoresizingMaskIntoConstraints,
            isArrangedByStack: (superview as? StackView)?.arrangedSubviews.contains { $0 === self } ?? false,
            horizontal: entries(.horizontal),
            vertical: entries(.vertical), isAmbiguous: hasAmbiguousLayout)
    }

    private func entry(_ constraint: NSLayoutConstraint, broken: Bool) -> LayoutExplanation.Entry {
        LayoutExplanation.Entry(
            constraint: constraint.description, identifier: constraint.identifier, location: constraint.location?.description,
            isBroken: broken)
    }
}
