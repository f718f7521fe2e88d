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
// The port drops `@objc dynamic`; nothing else changes (layers take `CGColor`s and `CGFloat`s, as in UIKit).
extension View {
    public var borderColor: Color? {
        get { layer.borderColor.map { Color(cgColor: $0) } }
        set { layer.borderColor = newValue?.cgColor }
    }

    public var borderWidth: CGFloat {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }

    public var cornerRadius: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }
}
