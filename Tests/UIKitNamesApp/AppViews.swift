#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// An app's own types under the kit's names, as eight of 26 public apps declare them (`class
// Button: UIButton`): inside this module they are the app's, and UIKit's names reach the kit.

/// The app's button, with its own style, as apps subclass UIButton.
public final class Button: UIButton {
    /// Not made from archives here, as in most apps' views.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The app's styles.
    public enum Style { case primary, secondary }

    /// This button's style.
    public let style: Style

    /// A button of `style`, titled `title`.
    public init(style: Style, title: String) {
        self.style = style
        super.init(frame: .zero)
        setTitle(title, for: .normal)
        setTitleColor(style == .primary ? .white : Theme.current.accent, for: .normal)
        backgroundColor = style == .primary ? Theme.current.accent : .clear
        layer.cornerRadius = 8
    }
}

/// The app's label, with insets, as apps subclass UILabel.
public final class Label: UILabel {
    /// Space around the text.
    public var insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

    /// The label's size: the text's, grown by the insets.
    public override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
}

/// The app's palette, named as apps name theirs.
public enum Color {
    /// The brand colour.
    public static let brand = UIColor(red: 0, green: 0.4, blue: 0.8, alpha: 1)
}

/// The app's own appearance switch (apps name an enum of light/dark/system so).
public enum Appearance: String, CaseIterable {
    case light, dark, system

    /// The interface style the choice overrides a window with.
    public var style: UIUserInterfaceStyle {
        switch self {
        case .light: .light
        case .dark: .dark
        case .system: .unspecified
        }
    }
}

/// The app's theme: colours it reads when it builds views.
@MainActor
public struct Theme {
    /// The accent colour.
    public let accent: UIColor

    /// A theme of `accent`.
    public init(accent: UIColor) {
        self.accent = accent
    }

    /// The theme in use.
    public static var current = Theme(accent: Color.brand)

    /// Applies the theme through UIKit's appearance proxies.
    public static func apply(_ theme: Theme) {
        current = theme
        UILabel.appearance().textColor = .darkGray
        UIButton.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).tintColor = theme.accent
        UINavigationBar.appearance().barTintColor = theme.accent
    }
}

/// A screen of the app's views in a window.
@MainActor
public func makeScreen(appearance: Appearance) -> (window: UIWindow, title: Label, button: Button) {
    let window = UIWindow()
    window.overrideUserInterfaceStyle = appearance.style
    let title = Label(text: "Settings")
    let button = Button(style: .primary, title: "Save")
    window.addSubview(title)
    window.addSubview(button)
    return (window, title, button)
}
