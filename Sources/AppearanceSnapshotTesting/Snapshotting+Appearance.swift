public import AppearanceKit
public import Foundation
public import SnapshotTesting

extension Snapshotting where Value == ViewController, Format == String {
    /// The controller's screen as the kit draws it: an SVG document of its window on `device`,
    /// in `traits`, byte-stable across runs and machines. A failure names the views whose
    /// frames, colours or texts changed.
    ///
    /// The appearance proxies are those of when the strategy is made: `assertSnapshots` waits
    /// between its snapshots on the main thread, where other tests may record other values.
    ///
    /// ```swift
    /// @Test @MainActor func settings() {
    ///     assertSnapshot(of: SettingsViewController(), as: .appearance(on: .iPhoneSE))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - device: The screen size (``SnapshotDevice/iPhone``, 390 × 844, by default).
    ///   - traits: The window's traits: style, contrast, content size, size classes.
    public static func appearance(
        on device: SnapshotDevice = .iPhone, traits: TraitCollection = TraitCollection()
    ) -> Snapshotting {
        let proxies = SnapshotProxies.now()
        return Snapshotting(pathExtension: "svg", diffing: .appearanceSVG(subject: "the screen", traits: traits)) { controller in
            proxies.drawing { SnapshotHost.svg(of: controller, on: device, traits: traits) }
        }
    }

    /// ``appearance(on:traits:)`` on an iPhone in the default traits.
    public static var appearance: Snapshotting { .appearance() }
}

extension Snapshotting where Value == View, Format == String {
    /// The view as the kit draws it: an SVG document of the view alone, at `size` (its frame's
    /// size when `nil`, or the device's when it has none), in a window of `traits`.
    ///
    /// ```swift
    /// @Test @MainActor func badge() {
    ///     assertSnapshot(of: BadgeView(count: 3), as: .appearance(size: CGSize(width: 60, height: 28)))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - size: The view's size; its frame's size when `nil`.
    ///   - device: The size used when the view has none (``SnapshotDevice/iPhone`` by default).
    ///   - traits: The window's traits: style, contrast, content size, size classes.
    public static func appearance(
        size: CGSize? = nil, on device: SnapshotDevice = .iPhone, traits: TraitCollection = TraitCollection()
    ) -> Snapshotting {
        let proxies = SnapshotProxies.now()
        return Snapshotting(pathExtension: "svg", diffing: .appearanceSVG(subject: "the view", traits: traits)) { view in
            proxies.drawing { SnapshotHost.svg(of: view, size: size, on: device, traits: traits) }
        }
    }

    /// ``appearance(size:on:traits:)`` at the view's size in the default traits.
    public static var appearance: Snapshotting { .appearance() }
}
