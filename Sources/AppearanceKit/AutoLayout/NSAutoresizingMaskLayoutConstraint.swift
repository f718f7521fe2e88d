import Foundation

/// A constraint the layout makes from the frame of a view that keeps it
/// (`translatesAutoresizingMaskIntoConstraints`), as UIKit's: it appears in the layout's
/// messages when an app's constraint fights a frame, the usual sign of a forgotten
/// `translatesAutoresizingMaskIntoConstraints = false`.
@preconcurrency @MainActor
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    init(view: View, attribute: Attribute, constant: CGFloat) {
        super.init(
            firstItem: view, firstAttribute: attribute, relation: .equal, secondItem: nil, secondAttribute: .notAnAttribute,
            multiplier: 1, constant: constant, location: nil)
    }

    /// `<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& View:0x….minX == 16   (active)>`, as
    /// UIKit prints it, with the view's autoresizing mask (the constraint holds the frame of
    /// now; the mask moves the frame when the superview's size changes).
    override var description: String {
        let name =
            switch firstAttribute {
            case .left: "minX"
            case .top: "minY"
            default: "\(firstAttribute)"
            }
        let item = firstItem.map { "\(Self.typeName($0)):\(Self.address(of: $0))" } ?? "(gone)"
        let mask = (firstItem as? View)?.autoresizingDescription ?? "h=--& v=--&"
        return "<NSAutoresizingMaskLayoutConstraint:\(Self.address(of: self)) \(mask) \(item).\(name) == "
            + "\(Self.number(constant))   (active)>"
    }
}
