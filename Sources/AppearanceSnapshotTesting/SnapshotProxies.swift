import AppearanceKit

/// The appearance proxies' values when a strategy is made, put back while it draws.
///
/// Proxies are global. swift-snapshot-testing waits on the main thread between the snapshots
/// of `assertSnapshots` (an `XCTWaiter`), and other tests of the process run on the main actor
/// meanwhile and may record other values; each picture is therefore drawn with the values the
/// test had when it made the strategy, and the values of the moment come back after.
///
/// Isolation rule (why `@unchecked Sendable` is sound): the saved values are made and read only
/// on the main actor (``now()`` and ``drawing(_:)`` enter it, and trap off the main thread), and
/// never change after ``now()``; the box only carries them through the strategy's closures,
/// which swift-snapshot-testing does not mark as main-actor ones.
final class SnapshotProxies: @unchecked Sendable {
    private let saved: AppearanceSnapshot

    private init(saved: AppearanceSnapshot) {
        self.saved = saved
    }

    /// The values of now. Strategies are made on the main thread (in a test).
    static func now() -> SnapshotProxies {
        MainActor.assumeIsolated { SnapshotProxies(saved: Appearance.snapshot()) }
    }

    /// Runs `draw` on the main actor with the saved values, then restores the values it found.
    func drawing(_ draw: @MainActor () -> String) -> String {
        MainActor.assumeIsolated {
            let current = Appearance.snapshot()
            Appearance.restore(saved)
            defer { Appearance.restore(current) }
            return draw()
        }
    }
}
