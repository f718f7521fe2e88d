import AppearanceKit

// The test's own classes, a few levels deep under the kit's, so that class chains, subclass
// containers and subclass targets all occur. `Kind` mirrors this hierarchy by hand.

/// A plain container view.
class RefPanel: View {}
/// A container one level below `RefPanel`: a `RefPanel` rule or container list matches it.
final class RefCard: RefPanel {}
/// A label subclass, to have a three-level chain View > Label > RefLabel.
class RefLabel: Label {}
/// A label that sets its text colour in its own initializer: an explicit value (R4.3).
final class RefCaption: RefLabel {
    /// Not made from archives here, as in most apps' views.
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    init() {
        super.init(frame: .zero)
        text = "caption"
        textColor = Palette.color(Palette.captionIndex)
    }
}
/// A view with a custom appearance property of its own.
class RefBadge: View {
    @Styled var radius: Double = 0
}
/// A badge that sets its radius in its initializer (explicit, R4.3).
final class RefPill: RefBadge {
    /// Not made from archives here, as in most apps' views.
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    init() {
        super.init(frame: .zero)
        radius = 9
    }
}
/// A button that sets its highlighted title colour in its initializer: explicit for that axis
/// value only (R4.3).
final class RefButton: Button {
    /// Not made from archives here, as in most apps' views.
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    init() {
        super.init(frame: .zero)
        setTitle("ref", for: .normal)
        setTitleColor(Palette.color(Palette.captionIndex), for: .highlighted)
    }
}
/// A view controller between its root view and that view's superview (R5).
class RefScreenController: ViewController {}
/// A view controller one level below `RefScreenController`.
final class RefDetailController: RefScreenController {}

extension Kind {
    /// The Swift class of this kind, as containment proxies name it.
    var containerType: any AppearanceContainer.Type {
        switch self {
        case .view: View.self
        case .panel: RefPanel.self
        case .card: RefCard.self
        case .label: Label.self
        case .refLabel: RefLabel.self
        case .caption: RefCaption.self
        case .badge: RefBadge.self
        case .pill: RefPill.self
        case .control: Control.self
        case .button: Button.self
        case .refButton: RefButton.self
        case .window: Window.self
        case .controller: ViewController.self
        case .screenController: RefScreenController.self
        case .detailController: RefDetailController.self
        }
    }

    /// A new view of this kind (not a window or a controller), with the values its
    /// initializer sets explicitly.
    @MainActor func makeView() -> View {
        switch self {
        case .view: View()
        case .panel: RefPanel()
        case .card: RefCard()
        case .label: Label()
        case .refLabel: RefLabel()
        case .caption: RefCaption()
        case .badge: RefBadge()
        case .pill: RefPill()
        case .button: Button()
        case .refButton: RefButton()
        case .control, .window, .controller, .screenController, .detailController:
            preconditionFailure("\(self) is not a plain view kind")
        }
    }

    /// A new view controller of this kind.
    @MainActor func makeController() -> ViewController {
        switch self {
        case .controller: ViewController()
        case .screenController: RefScreenController()
        case .detailController: RefDetailController()
        default: preconditionFailure("\(self) is not a controller kind")
        }
    }

    /// The values the class's initializer sets on every instance: explicit from the start.
    var initializerValues: [Property: Value] {
        switch self {
        case .caption: [.textColor: .color(Palette.captionIndex)]
        case .pill: [.radius: .number(9)]
        case .refButton: [.titleColorHighlighted: .color(Palette.captionIndex)]
        default: [:]
        }
    }
}
