public import AppearanceAudit
public import AppearanceKit
public import SnapshotTesting

extension Dictionary where Key == String, Value == Snapshotting<ViewController, String> {
    /// One snapshot of the screen per state of `matrix`, each named by the state's values
    /// (`light-high-AX3`), for `assertSnapshots(of:as:)`.
    ///
    /// ```swift
    /// @Test @MainActor func settingsInEveryState() {
    ///     assertSnapshots(of: SettingsViewController(), as: .appearanceMatrix(.default))
    /// }
    /// ```
    ///
    /// `assertSnapshots` evaluates its value once per state, so each state draws a new
    /// controller, as a device launched in that state would.
    ///
    /// - Parameters:
    ///   - matrix: The trait states (``/AppearanceAudit/TraitMatrix/default``: style × contrast ×
    ///     content size, eight states).
    ///   - device: The screen size.
    @MainActor
    public static func appearanceMatrix(_ matrix: TraitMatrix, on device: SnapshotDevice = .iPhone) -> Self {
        SnapshotMatrix.strategies(matrix) { .appearance(on: device, traits: $0) }
    }
}

extension Dictionary where Key == String, Value == Snapshotting<View, String> {
    /// One snapshot of the view per state of `matrix`, each named by the state's values
    /// (`dark-normal-large`), for `assertSnapshots(of:as:)`.
    ///
    /// - Parameters:
    ///   - matrix: The trait states.
    ///   - size: The view's size; its frame's size when `nil`.
    ///   - device: The size used when the view has none.
    @MainActor
    public static func appearanceMatrix(_ matrix: TraitMatrix, size: CGSize? = nil, on device: SnapshotDevice = .iPhone) -> Self {
        SnapshotMatrix.strategies(matrix) { .appearance(size: size, on: device, traits: $0) }
    }
}

/// The names of a matrix's snapshots.
enum SnapshotMatrix {
    /// A strategy per state, named by the state's values joined with `-`.
    static func strategies<Subject>(
        _ matrix: TraitMatrix, _ make: (TraitCollection) -> Snapshotting<Subject, String>
    ) -> [String: Snapshotting<Subject, String>] {
        var strategies: [String: Snapshotting<Subject, String>] = [:]
        for state in matrix.states {
            strategies[name(of: state)] = make(state.traits)
        }
        return strategies
    }

    /// `light-high-AX3`: a file name part that says the state.
    static func name(of state: TraitState) -> String {
        state.values.map(\.value).joined(separator: "-")
    }
}
