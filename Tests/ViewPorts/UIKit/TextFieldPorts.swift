#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// Text fields with padding, written after public apps' text field subclasses (#43, item 7).

/// A field that pads its text, placeholder and editing rectangles (after bangmd/Tracker-iOS's PaddedTextField).
public final class PaddedTextField: UITextField {
    public var textPadding = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)

    public override func textRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: textPadding)
    }

    public override func editingRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: textPadding)
    }

    public override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: textPadding)
    }
}

/// A field given its padding by a designated initializer (after Asone7776/Bankey's TextFieldWithPadding).
public final class InsetTextField: UITextField {
    private let textPadding: UIEdgeInsets

    public init(frame: CGRect, textPadding: UIEdgeInsets) {
        self.textPadding = textPadding
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func textRect(forBounds bounds: CGRect) -> CGRect {
        let rect = super.textRect(forBounds: bounds)
        return rect.inset(by: textPadding)
    }

    public override func editingRect(forBounds bounds: CGRect) -> CGRect {
        let rect = super.editingRect(forBounds: bounds)
        return rect.inset(by: textPadding)
    }
}

/// A bordered field padded by an empty left view (after AlexDjSun/suomenanbur's TextField).
public final class LeftPaddedTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        placeholder = "Search"
        layer.cornerRadius = 10
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGray.cgColor
        leftView = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: frame.height))
        leftViewMode = .always
    }
}
