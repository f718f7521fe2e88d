public import Testing
public import AppearanceKit
public import Foundation
public import SnapshotTesting

/// Whether PNG snapshots can be taken on this machine, and why not.
///
/// ```swift
/// @Test(.enabled(if: AppearancePNG.isAvailable, AppearancePNG.unavailableReason))
/// @MainActor func settingsPicture() {
///     assertSnapshot(of: SettingsViewController(), as: .appearancePNG())
/// }
/// ```
public enum AppearancePNG {
    /// Whether `rsvg-convert` is here (`$RSVG_CONVERT`, or on `$PATH`).
    public static var isAvailable: Bool { PNGConverter.path != nil }
    /// What a test skipped for want of it says.
    public static var unavailableReason: Comment { Comment(rawValue: PNGConverter.missingReason) }
}

extension Snapshotting where Value == ViewController, Format == Data {
    /// The screen as a PNG picture (the SVG of ``appearance(on:traits:)`` converted by
    /// `rsvg-convert`), for a reviewer to look at. Without the converter the snapshot fails
    /// saying so: guard the test with ``AppearancePNG/isAvailable``. Pixels depend on
    /// librsvg's version and fonts; the SVG snapshot is the one to compare across machines.
    public static func appearancePNG(on device: SnapshotDevice = .iPhone, traits: TraitCollection = TraitCollection()) -> Snapshotting {
        Snapshotting<ViewController, String>.appearance(on: device, traits: traits).pngStrategy()
    }
}

extension Snapshotting where Value == View, Format == Data {
    /// The view as a PNG picture (the SVG of ``appearance(size:on:traits:)`` converted by
    /// `rsvg-convert`). Without the converter the snapshot fails saying so.
    public static func appearancePNG(
        size: CGSize? = nil, on device: SnapshotDevice = .iPhone, traits: TraitCollection = TraitCollection()
    ) -> Snapshotting {
        Snapshotting<View, String>.appearance(size: size, on: device, traits: traits).pngStrategy()
    }
}

extension Snapshotting where Format == String {
    /// This SVG strategy's pictures as PNG, compared byte for byte.
    fileprivate func pngStrategy() -> Snapshotting<Value, Data> {
        let svg = self
        return Snapshotting<Value, Data>(
            pathExtension: "png",
            diffing: Diffing.diff(
                toData: { $0 }, fromData: { $0 },
                diffV2: { reference, current in
                    reference == current
                        ? nil
                        : (
                            "The PNG differs from the reference (\(reference.count) bytes, now \(current.count)); "
                                + "the SVG snapshot of the same screen says which views changed.", []
                        )
                }),
            asyncSnapshot: { value in
                svg.snapshot(value).map { picture in
                    switch PNGConverter.png(from: picture) {
                    case .success(let png): return png
                    case .failure(let error): return Data("PNG not made: \(error.message)".utf8)
                    }
                }
            })
    }
}
