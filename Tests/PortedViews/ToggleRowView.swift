// swift-format-ignore-file
// (Written as an iOS app writes it; `appearance-port` turns it into Tests/PortedViews.)
#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// A settings row with a title and a switch, in the shape of the settings screens of public
// apps: an outlet for the title (the row also comes from a XIB), an Objective-C name for the
// archive, a tint the theme sets through the proxy, and the switch's changes by target–action
// to a method that takes the sender.

#if canImport(ObjectiveC)
@objc(PRFToggleRowView)
#endif
public class ToggleRowView: UIView {
    #if canImport(ObjectiveC)
    @IBOutlet
    #endif
    public weak var titleLabel: UILabel!
    public let toggle = UISwitch()
    public private(set) var changes: [Bool] = []

    // The switch's colour when on.
    #if canImport(ObjectiveC)
    @objc
    #else
    @Styled
    #endif
    public dynamic var rowTint: UIColor? = nil {
        didSet { toggle.onTintColor = rowTint }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        let label = UILabel()
        addSubview(label)
        titleLabel = label
        addSubview(toggle)
        #if canImport(ObjectiveC)
        toggle.addTarget(self, action: #selector(toggleChanged(_:)), for: .valueChanged)
        #else
        toggle.addAction(UIAction { [weak self] action in if let sender = action.sender as? UISwitch { self?.toggleChanged(sender) } }, for: .valueChanged)
        #endif
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func toggleChanged(_ sender: UISwitch) {
        changes.append(sender.isOn)
    }
}
