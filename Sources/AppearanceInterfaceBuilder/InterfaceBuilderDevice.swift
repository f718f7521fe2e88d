public import AppearanceKit
public import Foundation

/// The device a storyboard or XIB was designed on (its `<device id="retina6_12">`), with the
/// screen size in points that Xcode lays the file out at.
///
/// A scene's root view with no stored frame gets ``size``; a stored frame (which Xcode writes
/// for every root view) wins, because Xcode has reused ids for new phones across versions
/// (`retina6_1` was 414 × 896 for the iPhone 11 and is 390 × 844 in files from Xcode 12–13).
///
/// | id | points (portrait) | phones |
/// |---|---|---|
/// | `retina3_5` | 320 × 480 | iPhone 4s |
/// | `retina4_0` | 320 × 568 | iPhone 5, SE (1st) |
/// | `retina4_7` | 375 × 667 | iPhone 6–8, SE (2nd, 3rd) |
/// | `retina5_5` | 414 × 736 | iPhone 6–8 Plus |
/// | `retina5_9` | 375 × 812 | iPhone X, XS, 11 Pro |
/// | `retina6_1` | 414 × 896 | iPhone XR, 11 |
/// | `retina6_5` | 414 × 896 | iPhone XS Max, 11 Pro Max |
/// | `retina5_4` | 375 × 812 | iPhone 12, 13 mini |
/// | `retina6_0` | 390 × 844 | iPhone 12, 13, 14 |
/// | `retina6_7` | 428 × 926 | iPhone 12, 13 Pro Max, 14 Plus |
/// | `retina6_12` | 393 × 852 | iPhone 14 Pro, 15 |
/// | `retina6_72` | 430 × 932 | iPhone 14 Pro Max, 15 Plus |
/// | `ipad9_7` | 768 × 1024 | iPad 9.7" |
/// | `ipad10_2` | 810 × 1080 | iPad 10.2" |
/// | `ipad10_5` | 834 × 1112 | iPad Air 10.5" |
/// | `ipad11` | 834 × 1194 | iPad Pro 11" |
/// | `ipad12_9`, `ipad12_9rounded` | 1024 × 1366 | iPad Pro 12.9" |
///
/// An unknown id, or a file without `<device>`, is a 390 × 844 phone (the kit's default window).
public struct InterfaceBuilderDevice: Hashable, Sendable {
    /// The id as the file writes it, such as `retina6_12`; empty when the file names none.
    public let id: String
    /// Whether the file was designed in landscape (`orientation="landscape"`).
    public let isLandscape: Bool

    /// A device with the given id and orientation.
    public init(id: String, isLandscape: Bool = false) {
        self.id = id
        self.isLandscape = isLandscape
    }

    /// The screen size in points, in the file's orientation.
    public var size: CGSize {
        let portrait = Self.portraitSizes[id] ?? CGSize(width: 390, height: 844)
        return isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
    }

    /// Whether the device is an iPad (its id starts with `ipad`).
    public var isPad: Bool { id.hasPrefix("ipad") }

    /// The width size class UIKit gives a full-screen app on the device in the file's
    /// orientation: regular on an iPad and on a large phone in landscape, else compact.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        if isPad { return .regular }
        return isLandscape && Self.portraitSizes[id].map({ $0.width >= 414 }) == true ? .regular : .compact
    }

    /// The height size class UIKit gives a full-screen app on the device in the file's
    /// orientation: compact on a phone in landscape, else regular.
    public var verticalSizeClass: UserInterfaceSizeClass { isLandscape && !isPad ? .compact : .regular }

    /// Whether ``id`` is one of the ids in the table above.
    public var isKnown: Bool { Self.portraitSizes[id] != nil }

    private static let portraitSizes: [String: CGSize] = [
        "retina3_5": CGSize(width: 320, height: 480), "retina4_0": CGSize(width: 320, height: 568),
        "retina4_7": CGSize(width: 375, height: 667), "retina5_5": CGSize(width: 414, height: 736),
        "retina5_9": CGSize(width: 375, height: 812), "retina6_1": CGSize(width: 414, height: 896),
        "retina6_5": CGSize(width: 414, height: 896), "retina5_4": CGSize(width: 375, height: 812),
        "retina6_0": CGSize(width: 390, height: 844), "retina6_7": CGSize(width: 428, height: 926),
        "retina6_12": CGSize(width: 393, height: 852), "retina6_72": CGSize(width: 430, height: 932),
        "ipad9_7": CGSize(width: 768, height: 1024), "ipad10_2": CGSize(width: 810, height: 1080),
        "ipad10_5": CGSize(width: 834, height: 1112), "ipad11": CGSize(width: 834, height: 1194),
        "ipad12_9": CGSize(width: 1024, height: 1366), "ipad12_9rounded": CGSize(width: 1024, height: 1366),
    ]
}
