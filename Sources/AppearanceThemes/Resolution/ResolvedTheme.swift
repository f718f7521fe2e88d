internal import AppearanceKit

/// A theme checked against the catalog: the proxy values it records, with their Swift types,
/// ready to apply in one batch.
///
/// A resolved theme exists only for a theme without errors, so applying it cannot fail half-way.
///
/// ```swift
/// let theme = try ThemeFile.load(contentsOf: url)
/// theme.resolved.assignments.count   // proxy values it records
/// theme.apply()
/// ```
@MainActor
public struct ResolvedTheme {
    /// The theme's name.
    public let name: String
    /// Every proxy value, in application order (the extended theme's first).
    public let assignments: [Assignment]

    /// A resolved theme.
    public init(name: String, assignments: [Assignment]) {
        self.name = name
        self.assignments = assignments
    }

    /// Replaces the theme in force with this one, in one batch: every proxy value is forgotten,
    /// this theme's values are recorded, then every window is restyled once, in place (R7).
    /// Values set on views themselves stay; properties this theme does not set return to their
    /// values from before any appearance.
    ///
    /// - Complexity: O(assignments + views on screen).
    public func apply() {
        Appearance.batch {
            Appearance.reset()
            for assignment in assignments { assignment.record() }
        }
    }
}
