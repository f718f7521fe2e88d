public import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's
/// `UILayoutGuide`: a spacer between views, or an area a view lays its content in (its
/// ``View/layoutMarginsGuide``, ``View/safeAreaLayoutGuide``, ``View/readableContentGuide``).
///
/// ```swift
/// let gap = UILayoutGuide()
/// view.addLayoutGuide(gap)
/// NSLayoutConstraint.activate([
///     gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
///     gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
///     gap.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.1),
/// ])
/// ```
@preconcurrency @MainActor
open class LayoutGuide: @preconcurrency CustomStringConvertible {
    /// The view the guide belongs to (set by ``View/addLayoutGuide(_:)``).
    public internal(set) weak var owningView: View?
    /// A name for the guide in the layout's messages.
    public var identifier = ""

    /// What the guide stands for, when the view made it.
    enum Role {
        /// An app's guide.
        case app
        /// The view's bounds inset by its layout margins.
        case margins
        /// The view's bounds inset by its safe area.
        case safeArea
        /// The margins guide narrowed to a readable line length.
        case readableContent
    }
    let role: Role

    /// A guide for ``View/addLayoutGuide(_:)``.
    public init() { role = .app }

    init(role: Role, owningView: View) {
        self.role = role
        self.owningView = owningView
        identifier =
            switch role {
            case .app: ""
            case .margins: "UIViewLayoutMarginsGuide"
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .readableContent: "UIViewReadableContentGuide"
            }
    }

    /// The guide's rectangle in its owning view's coordinates, as the last layout solved it.
    public var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        return owningView.constraintLayout?.frame(of: self, in: owningView) ?? fallbackFrame(in: owningView)
    }

    /// The guide's frame before any layout: the area it stands for in the view's bounds.
    private func fallbackFrame(in view: View) -> CGRect {
        switch role {
        case .app: .zero
        case .margins, .readableContent: view.bounds.inset(by: view.layoutMargins)
        case .safeArea: view.bounds.inset(by: view.safeAreaInsets)
        }
    }

    // MARK: - Anchors (made once, so that they compare by identity)

    /// The leading edge.
    public private(set) lazy var leadingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .leading)
    /// The trailing edge.
    public private(set) lazy var trailingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .trailing)
    /// The left edge.
    public private(set) lazy var leftAnchor = NSLayoutXAxisAnchor(item: self, attribute: .left)
    /// The right edge.
    public private(set) lazy var rightAnchor = NSLayoutXAxisAnchor(item: self, attribute: .right)
    /// The top edge.
    public private(set) lazy var topAnchor = NSLayoutYAxisAnchor(item: self, attribute: .top)
    /// The bottom edge.
    public private(set) lazy var bottomAnchor = NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    /// The width.
    public private(set) lazy var widthAnchor = NSLayoutDimension(item: self, attribute: .width)
    /// The height.
    public private(set) lazy var heightAnchor = NSLayoutDimension(item: self, attribute: .height)
    /// The horizontal centre.
    public private(set) lazy var centerXAnchor = NSLayoutXAxisAnchor(item: self, attribute: .centerX)
    /// The vertical centre.
    public private(set) lazy var centerYAnchor = NSLayoutYAxisAnchor(item: self, attribute: .centerY)

    /// `<UILayoutGuide: 0x…; identifier = …; layoutFrame = …>`, with the kit's class name.
    public var description: String {
        "<\(NSLayoutConstraint.typeName(self)): \(NSLayoutConstraint.address(of: self)); identifier = \"\(identifier)\">"
    }

    /// The guide as constraint descriptions name it: `UILayoutGuide:0x…'identifier'`.
    var debugName: String {
        "\(NSLayoutConstraint.typeName(self)):\(NSLayoutConstraint.address(of: self))"
            + (identifier.isEmpty ? "" : "'\(identifier)'")
    }
}
