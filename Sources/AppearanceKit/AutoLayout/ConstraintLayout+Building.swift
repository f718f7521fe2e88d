internal import AppearanceSolver
import Foundation

extension ConstraintLayout {
    /// Builds the system again from the hierarchy: its active constraints, the items they
    /// mention and what ties each item down (its frame, its content size, its view).
    func build() {
        needsRebuild = false
        solver.reset()
        variables = [:]
        installed = [:]
        constraints = []
        frameInputs = []
        intrinsicInputs = []
        autoresizing = [:]
        brokenConstraints = []

        guard let root else { return }
        var active: [NSLayoutConstraint] = []
        root.forEachInSubtree { view in
            if let state = view.constraintState { active += state.constraints }
            return true
        }
        register(root)
        for constraint in active {
            for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) { register(item) }
        }
        for constraint in active { install(constraint) }
    }

    // MARK: - Items

    /// Gives `item` its variables and what ties it down, and its superviews theirs first.
    func register(_ item: AnyObject) {
        let id = ObjectIdentifier(item)
        guard variables[id] == nil, let root else { return }
        if let guide = item as? LayoutGuide {
            guard let owner = guide.owningView, owner === root || owner.isDescendant(of: root) else { return }
            register(owner)
            let own = ItemVariables(guide.debugName)
            variables[id] = own
            if let ownerVariables = variables[ObjectIdentifier(owner)] { tie(guide, own, to: owner, ownerVariables) }
            return
        }
        guard let view = item as? View, view === root || view.isDescendant(of: root) else { return }
        if let superview = view.superview, view !== root { register(superview) }
        let own = ItemVariables("\(NSLayoutConstraint.typeName(view)):\(NSLayoutConstraint.address(of: view))")
        variables[id] = own
        if view === root {
            fixRoot(view, own)
        } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
            let parent = variables[ObjectIdentifier(superview)]
        {
            if fitting != nil, view.hasAutomaticFrame {
                // Measured away from its layout, a view the kit's rules place (a cell's content
                // view) fills its superview, as those rules would place it at the fitted size.
                fill(own, parent)
            } else {
                fixToFrame(view, own, in: parent)
            }
        }
        if !view.translatesAutoresizingMaskIntoConstraints || (view === root && fitting != nil) {
            addIntrinsicSize(of: view, own)
        }
    }

    /// The root at the origin, at its size (or, for a fitting, near the target size).
    private func fixRoot(_ view: View, _ own: ItemVariables) {
        addRequired(LinearExpression(own.left), .equal)
        addRequired(LinearExpression(own.top), .equal)
        if let fitting {
            addSoft(own.width - Double(fitting.size.width), .equal, priority: fitting.horizontal)
            addSoft(own.height - Double(fitting.size.height), .equal, priority: fitting.vertical)
            addRequired(LinearExpression(own.width), .greaterThanOrEqual)
            addRequired(LinearExpression(own.height), .greaterThanOrEqual)
        } else {
            let size = view.frame.size
            let inputs = [
                NSAutoresizingMaskLayoutConstraint(view: view, attribute: .width, constant: size.width),
                NSAutoresizingMaskLayoutConstraint(view: view, attribute: .height, constant: size.height),
            ]
            addAutoresizing(inputs[0], own.width - Double(size.width))
            addAutoresizing(inputs[1], own.height - Double(size.height))
            frameInputs.append(FrameInput(view: view, constraints: inputs, frame: CGRect(origin: .zero, size: size)))
        }
    }

    /// A view filling its superview.
    private func fill(_ own: ItemVariables, _ parent: ItemVariables) {
        addRequired(own.left - parent.left, .equal)
        addRequired(own.top - parent.top, .equal)
        addRequired(own.width - parent.width, .equal)
        addRequired(own.height - parent.height, .equal)
    }

    /// A view that keeps its frame: its edges where the frame puts them in its superview.
    private func fixToFrame(_ view: View, _ own: ItemVariables, in parent: ItemVariables) {
        let frame = view.frame
        let inputs = [
            NSAutoresizingMaskLayoutConstraint(view: view, attribute: .left, constant: frame.minX),
            NSAutoresizingMaskLayoutConstraint(view: view, attribute: .top, constant: frame.minY),
            NSAutoresizingMaskLayoutConstraint(view: view, attribute: .width, constant: frame.width),
            NSAutoresizingMaskLayoutConstraint(view: view, attribute: .height, constant: frame.height),
        ]
        addAutoresizing(inputs[0], own.left - parent.left - Double(frame.minX))
        addAutoresizing(inputs[1], own.top - parent.top - Double(frame.minY))
        addAutoresizing(inputs[2], own.width - Double(frame.width))
        addAutoresizing(inputs[3], own.height - Double(frame.height))
        frameInputs.append(FrameInput(view: view, constraints: inputs, frame: frame))
    }

    /// A layout guide the view made: tied to the view's bounds, margins, safe area or readable
    /// width. An app's guide is placed by its constraints alone.
    private func tie(_ guide: LayoutGuide, _ own: ItemVariables, to view: View, _ parent: ItemVariables) {
        let insets: EdgeInsets
        switch guide.role {
        case .app: return
        case .margins, .readableContent: insets = view.layoutMargins
        case .safeArea: insets = view.safeAreaInsets
        }
        addRequired(own.top - parent.top - Double(insets.top), .equal)
        addRequired(own.top + own.height - parent.top - parent.height + Double(insets.bottom), .equal)
        let left = own.left - parent.left - Double(insets.left)
        let right = own.left + own.width - parent.left - parent.width + Double(insets.right)
        guard guide.role == .readableContent else {
            addRequired(left, .equal)
            addRequired(right, .equal)
            return
        }
        // At most a readable line wide, centred in the margins, as wide as they are otherwise.
        addRequired(left, .greaterThanOrEqual)
        addRequired(right, .lessThanOrEqual)
        addRequired(own.width - Self.readableWidth, .lessThanOrEqual)
        addRequired(
            own.left + own.width * 0.5 - parent.left - parent.width * 0.5 - Double(insets.left - insets.right) * 0.5, .equal)
        addSoft(own.width - parent.width + Double(insets.left + insets.right), .equal, priority: .required - 1)
    }

    /// The widest a readable content guide grows, as UIKit's at the default text size.
    static let readableWidth = 672.0

    /// A view's content size as hugging and compression resistance, per axis that has one.
    private func addIntrinsicSize(of view: View, _ own: ItemVariables) {
        let size = view.intrinsicContentSize
        func pair(_ variable: Variable, _ length: CGFloat, _ axis: NSLayoutConstraint.Axis) -> (Constraint?, Constraint?) {
            guard length >= 0 else { return (nil, nil) }
            let hug = addSoft(variable - Double(length), .lessThanOrEqual, priority: view.contentHuggingPriority(for: axis))
            let resist = addSoft(
                variable - Double(length), .greaterThanOrEqual, priority: view.contentCompressionResistancePriority(for: axis))
            return (hug, resist)
        }
        let width = pair(own.width, size.width, .horizontal)
        let height = pair(own.height, size.height, .vertical)
        guard width.0 != nil || height.0 != nil else { return }
        intrinsicInputs.append(
            IntrinsicInput(
                view: view, size: size, hugWidth: width.0, resistWidth: width.1, hugHeight: height.0, resistHeight: height.1))
    }

    // MARK: - Constraints

    /// Adds an active constraint, or reports why it cannot hold.
    func install(_ constraint: NSLayoutConstraint) {
        guard let first = constraint.firstItem, let firstVariables = variables[ObjectIdentifier(first)] else { return }
        if let problem = Self.problem(with: constraint) {
            LayoutMessages.report("\(problem): \(constraint)")
            return
        }
        guard var expression = Self.expression(constraint.firstAttribute, of: first, firstVariables) else { return }
        if let second = constraint.secondItem {
            guard let secondVariables = variables[ObjectIdentifier(second)],
                let other = Self.expression(constraint.secondAttribute, of: second, secondVariables)
            else { return }
            expression = expression - other * Double(constraint.multiplier)
        }
        let attributeConstant = expression.constant
        expression.constant -= Double(constraint.constant)
        let solverConstraint = Constraint(
            expression, Self.relation(constraint.relation), strength: Self.strength(constraint.priority))
        do {
            try solver.addConstraint(solverConstraint)
            installed[ObjectIdentifier(constraint)] = (solverConstraint, attributeConstant)
            constraints.append(constraint)
            // A fitting's system is a passing one: changes go to the hierarchy's.
            if fitting == nil { constraint.layoutSystem = self }
        } catch {
            reportUnsatisfiable(constraint)
        }
    }

    /// Why UIKit refuses `constraint` outright, or `nil`.
    static func problem(with constraint: NSLayoutConstraint) -> String? {
        let first = constraint.firstAttribute, second = constraint.secondAttribute
        if first == .notAnAttribute { return "A constraint needs a first attribute" }
        guard constraint.secondItem != nil else {
            return first.isDimension
                ? nil
                : "A constraint cannot make a location (\(first)) equal to a constant: relate it to another item's location"
        }
        if first.isDimension != second.isDimension {
            return "Invalid pairing of layout attributes \(first) and \(second): a size cannot be related to a location"
        }
        // A width may be related to a height (an aspect ratio); a location only to one on its axis.
        if !first.isDimension, first.axis != second.axis {
            return "Invalid pairing of layout attributes \(first) and \(second): they are on different axes"
        }
        let directional: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let absolute: Set<NSLayoutConstraint.Attribute> = [.left, .right, .leftMargin, .rightMargin]
        if (directional.contains(first) && absolute.contains(second)) || (absolute.contains(first) && directional.contains(second)) {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither"
        }
        return nil
    }

    /// The attribute of an item as an expression of its variables.
    static func expression(
        _ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, _ own: ItemVariables
    ) -> LinearExpression? {
        let view = item as? View
        let margins = view?.layoutMargins ?? .zero
        switch attribute {
        case .left, .leading: return LinearExpression(own.left)
        case .right, .trailing: return own.left + own.width
        case .centerX: return own.left + own.width * 0.5
        case .width: return LinearExpression(own.width)
        case .top: return LinearExpression(own.top)
        case .bottom: return own.top + own.height
        case .centerY: return own.top + own.height * 0.5
        case .height: return LinearExpression(own.height)
        case .leftMargin, .leadingMargin: return own.left + Double(margins.left)
        case .rightMargin, .trailingMargin: return own.left + own.width - Double(margins.right)
        case .centerXWithinMargins: return own.left + own.width * 0.5 + Double(margins.left - margins.right) * 0.5
        case .topMargin: return own.top + Double(margins.top)
        case .bottomMargin: return own.top + own.height - Double(margins.bottom)
        case .centerYWithinMargins: return own.top + own.height * 0.5 + Double(margins.top - margins.bottom) * 0.5
        case .firstBaseline:
            guard let label = view as? Label else { return own.top + own.height }
            return own.top + Double(label.font.ascender)
        case .lastBaseline:
            guard let label = view as? Label else { return own.top + own.height }
            return own.top + own.height + Double(label.font.descender)
        case .notAnAttribute: return nil
        }
    }

    static func relation(_ relation: NSLayoutConstraint.Relation) -> AppearanceSolver.Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// A UIKit priority as a strength: required, or a weight of the priority itself, so that
    /// of two constraints pulling one item apart the higher priority wins.
    static func strength(_ priority: LayoutPriority) -> Strength {
        priority.isRequired ? .required : Strength(Double(max(priority.rawValue, 1)))
    }

    // MARK: - Adding

    /// Adds a required constraint the system makes (one that cannot conflict by construction).
    private func addRequired(_ expression: LinearExpression, _ relation: AppearanceSolver.Relation) {
        try? solver.addConstraint(Constraint(expression, relation, strength: .required))
    }

    /// Adds a soft constraint at `priority` (required when it is 1000).
    @discardableResult
    private func addSoft(_ expression: LinearExpression, _ relation: AppearanceSolver.Relation, priority: LayoutPriority) -> Constraint? {
        let constraint = Constraint(expression, relation, strength: Self.strength(priority))
        do {
            try solver.addConstraint(constraint)
            return constraint
        } catch {
            return nil
        }
    }

    /// Adds a view's frame constraint, or reports the conflict as UIKit does.
    private func addAutoresizing(_ input: NSAutoresizingMaskLayoutConstraint, _ expression: LinearExpression) {
        let constraint = Constraint(expression, .equal, strength: .required)
        do {
            try solver.addConstraint(constraint)
            autoresizing[ObjectIdentifier(input)] = constraint
        } catch {
            reportUnsatisfiable(input)
        }
    }
}
