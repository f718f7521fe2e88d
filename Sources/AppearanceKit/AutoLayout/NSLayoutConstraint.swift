public import AppearanceCore
public import Foundation

/// A relation between two attributes of views or layout guides that the layout must satisfy,
/// as UIKit's `NSLayoutConstraint`:
/// `first.attribute1 (==, <=, >=) multiplier × second.attribute2 + constant`.
///
/// ```swift
/// title.translatesAutoresizingMaskIntoConstraints = false
/// NSLayoutConstraint.activate([
///     title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
///     title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
///     card.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
/// ])
/// ```
///
/// A constraint is active once it is added to a view (``View/addConstraint(_:)``, or
/// ``isActive``, which adds it to the nearest common ancestor of its items). Each remembers the
/// `#fileID` and line that made it (``location``), which the layout's messages print.
@preconcurrency @MainActor
open class NSLayoutConstraint: @preconcurrency CustomStringConvertible, @preconcurrency CustomDebugStringConvertible {
    /// The item of the constraint's first side: a ``View`` or a ``LayoutGuide``.
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// How the two sides relate.
    public let relation: Relation
    /// The item of the second side, `nil` for a constraint to a constant.
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of the second item (``Attribute/notAnAttribute`` without one).
    public let secondAttribute: Attribute
    /// The factor of the second side.
    public let multiplier: CGFloat
    /// Where the constraint was made, for the layout's messages.
    public let location: AppearanceSourceLocation?

    /// The amount added to the second side. Changing it on an active constraint updates the
    /// layout incrementally at its next pass.
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            layoutSystem?.constantDidChange(of: self)
        }
    }

    /// How much the constraint matters. A required constraint cannot become optional (or the
    /// reverse) while active, as in UIKit: the change is refused with a message.
    public var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive, priority.isRequired != oldValue.isRequired {
                LayoutMessages.report(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported. You passed priority \(priority) and the existing priority was \(oldValue).\n\(self)")
                priority = oldValue
                return
            }
            layoutSystem?.priorityDidChange(of: self)
        }
    }

    /// A name for the constraint in the layout's messages.
    public var identifier: String?

    /// Whether the constraint is archived with its view. Kept, as UIKit's.
    public var shouldBeArchived = false

    /// The view the constraint is installed on (its items' nearest common ancestor, or the view
    /// given to ``View/addConstraint(_:)``).
    weak var owningView: View?

    /// The layout system solving the constraint while it is active, told of changes.
    weak var layoutSystem: ConstraintLayout?

    /// A constraint between `firstItem`'s `firstAttribute` and `secondItem`'s `secondAttribute`.
    init(
        firstItem: AnyObject, firstAttribute: Attribute, relation: Relation, secondItem: AnyObject?,
        secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat, location: AppearanceSourceLocation?
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.location = location
    }

    /// UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`: `view1`
    /// and `view2` are views or layout guides; `view2` is `nil` (with
    /// ``Attribute/notAnAttribute``) for a constraint to a constant.
    ///
    /// ```swift
    /// view.addConstraint(NSLayoutConstraint(item: label, attribute: .centerX, relatedBy: .equal,
    ///                                       toItem: view, attribute: .centerX, multiplier: 1, constant: 0))
    /// ```
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) {
        self.init(
            firstItem: view1 as AnyObject, firstAttribute: attr1, relation: relation, secondItem: view2.map { $0 as AnyObject },
            secondAttribute: attr2, multiplier: multiplier, constant: c,
            location: AppearanceSourceLocation(fileID: file, line: line))
    }

    // MARK: - Activation

    /// Whether the constraint takes part in layout. Setting it to `true` adds it to the nearest
    /// common ancestor of its items; `false` removes it from the view it is on.
    public var isActive: Bool {
        get { owningView != nil }
        set {
            if newValue { activate() } else { owningView?.removeConstraint(self) }
        }
    }

    /// Activates every constraint, as setting ``isActive`` on each but at once.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Adds the constraint to its items' nearest common ancestor, or reports UIKit's error when
    /// they have none.
    private func activate() {
        guard owningView == nil else { return }
        guard let first = firstItem.flatMap(LayoutItemReference.view(of:)) else {
            LayoutMessages.report("Unable to activate constraint \(self): its first item is gone or is not a view or layout guide.")
            return
        }
        let second = secondItem.flatMap(LayoutItemReference.view(of:))
        guard let ancestor = second.map({ first.nearestCommonAncestor(with: $0) }) ?? first else {
            LayoutMessages.report(
                "Unable to activate constraint with anchors \(firstAnchorDescription) and \(secondAnchorDescription) because "
                    + "they have no common ancestor. Does the constraint or its anchors reference items in different view "
                    + "hierarchies? That's illegal.\(location.map { " (made at \($0))" } ?? "")")
            return
        }
        ancestor.addConstraint(self)
    }

    // MARK: - Anchors

    /// The anchor of the first side.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: firstItem, attribute: firstAttribute)
    }

    /// The anchor of the second side, `nil` for a constraint to a constant.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    // MARK: - Description

    /// As UIKit prints it: `<NSLayoutConstraint:0x… 'name' UILabel:0x….leading == UIView:0x….leading + 16   (active)>`,
    /// with the kit's class names and where the constraint was made.
    public var description: String {
        var text = "<\(Self.typeName(self)):\(Self.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(firstAnchorDescription) \(relation)"
        var right = ""
        if secondItem != nil {
            right = multiplier == 1 ? secondAnchorDescription : "\(Self.number(multiplier))*\(secondAnchorDescription)"
        }
        if right.isEmpty {
            right = Self.number(constant)
        } else if constant != 0 {
            right += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))"
        }
        text += " " + right
        if !priority.isRequired { text += "   (priority \(priority))" }
        text += isActive ? "   (active)" : "   (inactive)"
        if let location { text += "   at \(location)" }
        return text + ">"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// `Label:0x….leading`, the first side's item and attribute.
    var firstAnchorDescription: String { Self.describe(firstItem, firstAttribute) }
    /// The second side's item and attribute.
    var secondAnchorDescription: String { Self.describe(secondItem, secondAttribute) }

    static func describe(_ item: AnyObject?, _ attribute: Attribute) -> String {
        guard let item else { return "(gone).\(attribute)" }
        if let guide = item as? LayoutGuide {
            return "\(guide.debugName).\(attribute)"
        }
        return "\(typeName(item)):\(address(of: item)).\(attribute)"
    }

    nonisolated static func typeName(_ object: AnyObject) -> String { String(describing: type(of: object)) }

    /// `0x…`, the object's identity as UIKit prints an address (read from the identifier's
    /// description: the kit reads no raw addresses).
    nonisolated static func address(of object: AnyObject) -> String {
        let text = String(describing: ObjectIdentifier(object))
        guard let start = text.firstIndex(of: "("), let end = text.lastIndex(of: ")") else { return text }
        let digits = text[text.index(after: start)..<end].drop { $0 == "0" || $0 == "x" }
        return "0x" + (digits.isEmpty ? "0" : digits)
    }

    nonisolated static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}
