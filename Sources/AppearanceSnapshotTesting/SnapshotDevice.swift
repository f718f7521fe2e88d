public import Foundation

/// A screen size to take a snapshot at: the studio's device presets, or any size.
///
/// ```swift
/// assertSnapshot(of: SettingsViewController(), as: .appearance(on: .iPhoneSE))
/// assertSnapshot(of: badge, as: .appearance(on: SnapshotDevice(name: "badge", size: CGSize(width: 120, height: 44))))
/// ```
public struct SnapshotDevice: Sendable, Hashable, CustomStringConvertible {
    /// The device's name, for messages.
    public var name: String
    /// The size of its screen in points, portrait.
    public var size: CGSize

    /// A device named `name` whose screen is `size` points.
    public init(name: String, size: CGSize) {
        self.name = name
        self.size = size
    }

    /// A 6.1-inch iPhone, 390 × 844 points (the tools' default size).
    public static let iPhone = SnapshotDevice(name: "iPhone", size: CGSize(width: 390, height: 844))
    /// An iPhone SE, 375 × 667 points.
    public static let iPhoneSE = SnapshotDevice(name: "iPhone SE", size: CGSize(width: 375, height: 667))
    /// A 6.7-inch iPhone Pro Max, 430 × 932 points.
    public static let iPhoneProMax = SnapshotDevice(name: "iPhone Pro Max", size: CGSize(width: 430, height: 932))
    /// An iPad mini, 744 × 1133 points.
    public static let iPadMini = SnapshotDevice(name: "iPad mini", size: CGSize(width: 744, height: 1133))

    /// The presets, as the studio lists them.
    public static let presets: [SnapshotDevice] = [.iPhone, .iPhoneSE, .iPhoneProMax, .iPadMini]

    /// The device turned a quarter: its width and height swapped.
    public var landscape: SnapshotDevice {
        SnapshotDevice(name: name + " landscape", size: CGSize(width: size.height, height: size.width))
    }

    /// `iPhone SE (375×667)`.
    public var description: String { "\(name) (\(Int(size.width))×\(Int(size.height)))" }
}
