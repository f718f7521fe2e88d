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
    /// UIKit prints it (the mask is fixed: the kit keeps frames as they are).
    override var description: String {
        let name =
            switch firstAttribute {
            case .left: "minX"
            case .top: "minY"
            default: "\(firstAttribute)"
            }
        let item = firstItem.map { "\(Self.typeName($0)):\(Self.address(of: $0))" } ?? "(gone)"
        return "<NSAutoresizingMaskLayoutConstraint:\(Self.address(of: self)) h=--& v=--& \(item).\(name) == "
            + "\(Self.number(constant))   (active)>"
    }
}
