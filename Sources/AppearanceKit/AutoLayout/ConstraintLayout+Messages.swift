extension ConstraintLayout {
    /// Reports, as UIKit prints it, that `constraint` cannot hold with the required constraints
    /// already in the system, listing those that share an item with it, and that it is the one
    /// broken (the system goes on without it).
    func reportUnsatisfiable(_ constraint: NSLayoutConstraint) {
        let mentioned = Set([constraint.firstItem, constraint.secondItem].compactMap { $0.map(ObjectIdentifier.init) })
        func shares(_ other: NSLayoutConstraint) -> Bool {
            [other.firstItem, other.secondItem].contains { item in item.map { mentioned.contains(ObjectIdentifier($0)) } ?? false }
        }
        let related =
            constraints.filter { $0.priority.isRequired && shares($0) }
            + frameInputs.flatMap(\.constraints).filter(shares)
        let list = (related + [constraint]).map { "    \"\($0)\"" }.joined(separator: ",\n")
        LayoutMessages.report(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(constraint)
            """)
        brokenConstraints.append(constraint)
    }
}
