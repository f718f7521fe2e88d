// swift-format-ignore-file
// (The article's listings, laid out as the article writes them.)
#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// Seed 000, "Styling your app using custom UIAppearance properties" (../shared/seeds/000_…txt):
// the Swift extension on UIView (lines 136–142), ShowMoreView with its corner styles (lines
// 152–173) and the app delegate's lines for it (lines 247–249), one source for iOS and Linux.
//
// Deviations:
// - Forced by Linux (no Objective-C runtime): `@objc` and `@objc dynamic` are kept for iOS
//   inside `#if canImport(ObjectiveC)`; on Linux an appearance property is `@Styled` (the
//   porting guide's rule 1). The computed border properties need nothing: the layer's own
//   values record who set them.
// - The article's border colour getter casts a `CGColor` to `UIColor?`, which always fails
//   (nil on iOS too; a compiler warning on both): written as `UIColor(cgColor:)`.
// - The stored copy drops the closing braces, `layoutSubviews`' body after its `if` and the
//   app delegate's colour (`ShowMoreView.appearance().borderColor =`): the body calls
//   `updateCorners()` as the text says ("consulted later in layoutSubviews when the view's size
//   changes"), and the colour is the Objective-C listing's blue.
// - The avatar with its ranks (lines 203–226) is Seed000AvatarWithRanks.swift.

extension UIView {
    #if canImport(ObjectiveC)
    @objc public var borderColor : UIColor? {
        set(color) { layer.borderColor = color?.cgColor }
        get { return layer.borderColor.map { UIColor(cgColor: $0) } }
    }
    @objc public var borderWidth : CGFloat {
        set(width) { layer.borderWidth = width }
        get { return layer.borderWidth }
    }
    #else
    public var borderColor : UIColor? {
        set(color) { layer.borderColor = color?.cgColor }
        get { return layer.borderColor.map { UIColor(cgColor: $0) } }
    }
    public var borderWidth : CGFloat {
        set(width) { layer.borderWidth = width }
        get { return layer.borderWidth }
    }
    #endif
}

#if canImport(ObjectiveC)
@objc
#endif
public class ShowMoreView: UIView {

    #if canImport(ObjectiveC)
    @objc public enum CornerStyle : Int {
        case none
        case fixedRadius
        case rounded
    }
    #else
    public enum CornerStyle : Int {
        case none
        case fixedRadius
        case rounded
    }
    #endif

    #if canImport(ObjectiveC)
    @objc public dynamic var cornerStyle: CornerStyle = .none {
        didSet(style) { updateCorners() }
    }
    @objc public dynamic var cornerRadius: CGFloat = 0 {
        didSet(radius) { updateCorners() }
    }
    #else
    @Styled public var cornerStyle: CornerStyle = .none {
        didSet(style) { updateCorners() }
    }
    @Styled public var cornerRadius: CGFloat = 0 {
        didSet(radius) { updateCorners() }
    }
    #endif
    override public func layoutSubviews() {
        super.layoutSubviews()
        if (cornerStyle == .rounded) {
            updateCorners()
        }
    }
    private func updateCorners() {
        var radius = cornerRadius
        switch cornerStyle {
        case .fixedRadius: break
        case .rounded:
            radius = frame.size.height / 2
        case .none:
            radius = 0
        }
        layer.cornerRadius = radius;
    }
}

/// The app delegate's lines for ShowMoreView (lines 247–249).
@MainActor public func applySeed000Styling() {
    ShowMoreView.appearance().cornerStyle = .rounded
    ShowMoreView.appearance().borderWidth = 1
    ShowMoreView.appearance().borderColor = UIColor.blue
}
