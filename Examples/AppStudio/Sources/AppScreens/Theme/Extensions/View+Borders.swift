public import AppearanceKit

// Seed: "custom appearance properties on every view". In UIKit:
//
//     extension UIView {
//         @objc dynamic var borderColor: UIColor? { get {...} set { layer.borderColor = newValue?.cgColor } }
//         @objc dynamic var borderWidth: CGFloat { get { layer.borderWidth } set { layer.borderWidth = newValue } }
//         @objc dynamic var cornerRadius: CGFloat { get { layer.cornerRadius } set { layer.cornerRadius = newValue } }
//     }
//     UIView.appearance(whenContainedInInstancesOf: [ShowMoreView.self]).borderColor = .red
//
// The port drops `@objc dynamic` and the `cgColor` conversion; nothing else changes.
extension View {
    public var borderColor: Color? {
        get { layer.borderColor }
        set { layer.borderColor = newValue }
    }

    public var borderWidth: Double {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }

    public var cornerRadius: Double {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }
}
