import AppearanceKit

/// The classes of the reference model: the kit classes the scenarios use and the test's own
/// subclasses, with their superclass relation written out by hand.
///
/// The reference resolver reasons about these cases only, never about Swift classes, so that
/// "is a kind of" and "the class chain" are plain lookups anyone can check against
/// `TestViews.swift`.
enum Kind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case view = "View"
    case panel = "RefPanel"
    case card = "RefCard"
    case label = "Label"
    case refLabel = "RefLabel"
    case caption = "RefCaption"
    case badge = "RefBadge"
    case pill = "RefPill"
    case control = "Control"
    case button = "Button"
    case refButton = "RefButton"
    case window = "Window"
    case controller = "ViewController"
    case screenController = "RefScreenController"
    case detailController = "RefDetailController"

    /// The direct superclass, `nil` for `View` and `ViewController`.
    var superkind: Kind? {
        switch self {
        case .view, .controller: nil
        case .panel, .label, .badge, .control, .window: .view
        case .button: .control
        case .refButton: .button
        case .card: .panel
        case .refLabel: .label
        case .caption: .refLabel
        case .pill: .badge
        case .screenController: .controller
        case .detailController: .screenController
        }
    }

    /// The class chain from the base class down to this class (R4.1's order).
    var chain: [Kind] {
        var chain: [Kind] = [self]
        while let next = chain[0].superkind { chain.insert(next, at: 0) }
        return chain
    }

    /// Whether an instance of this class is an instance of `other` (a subclass matches).
    func isKind(of other: Kind) -> Bool { chain.contains(other) }

    /// Whether this is a view controller class (a container, never styled).
    var isController: Bool { isKind(of: .controller) }

    /// The classes scenarios create as views (windows are made separately).
    static let viewKinds: [Kind] = [.view, .panel, .card, .label, .refLabel, .caption, .badge, .pill, .button, .refButton]
    /// The classes that own a root view in scenarios.
    static let controllerKinds: [Kind] = [.controller, .screenController, .detailController]
    /// The classes rules target: every view class, windows included.
    static let targetKinds: [Kind] = viewKinds + [.control, .window]
    /// The classes container lists use.
    static let containerKinds: [Kind] = [.view, .panel, .card, .label, .badge, .control, .window] + controllerKinds

    /// The styled properties an instance of this class has.
    var properties: [Property] { Property.allCases.filter { isKind(of: $0.owner) } }

    var description: String { rawValue }
}

/// The styled properties the scenarios compare: kit properties of three value types, one
/// custom `@Styled` property, and two axis values of one axis-parameterised property (R4.3:
/// explicit values are tracked per axis value).
enum Property: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case backgroundColor, tintColor, alpha, textColor, radius
    case titleColorNormal = "titleColor[normal]"
    case titleColorHighlighted = "titleColor[highlighted]"

    /// The class that declares the property.
    var owner: Kind {
        switch self {
        case .backgroundColor, .tintColor, .alpha: .view
        case .textColor: .label
        case .radius: .badge
        case .titleColorNormal, .titleColorHighlighted: .button
        }
    }

    /// The declared value, before the app or any appearance wrote it (what R7 returns to).
    var initial: Value {
        switch self {
        case .backgroundColor, .tintColor, .textColor, .titleColorNormal, .titleColorHighlighted: .none
        case .alpha: .number(1)
        case .radius: .number(0)
        }
    }

    /// Values a proxy can record (never `nil`: assigning `nil` to a proxy removes the record).
    var proxyValues: [Value] {
        switch self {
        case .backgroundColor, .tintColor, .textColor, .titleColorNormal, .titleColorHighlighted:
            Palette.colors.indices.map(Value.color)
        case .alpha: [.number(0.25), .number(0.5), .number(0.75)]
        case .radius: [.number(2), .number(4), .number(6)]
        }
    }

    /// Values the app can set on an instance: the proxy values, the initial value and `nil`.
    var explicitValues: [Value] { proxyValues + [initial] }

    var description: String { rawValue }
}

/// A value of a styled property in the model: no colour (`nil`), a palette colour, or a number.
enum Value: Hashable, Sendable, CustomStringConvertible {
    case none
    case color(Int)
    case number(Double)
    /// A value the model cannot name (only ever read back from a view, on a mismatch).
    case other(String)

    var description: String {
        switch self {
        case .none: "nil"
        case .color(let index): Palette.names[index]
        case .number(let number): "\(number)"
        case .other(let text): "?\(text)"
        }
    }
}

/// The colours values are drawn from. Few, so that rules often compete for the same value.
enum Palette {
    static let names = ["red", "green", "blue", "orange", "purple", "gray"]
    /// The colour `RefCaption` sets on itself in its initializer (never recorded by a proxy).
    static let captionIndex = 5
    /// Colour indices proxies and apps pick from (all but the caption's own).
    static let colors = 0..<5

    @MainActor static func color(_ index: Int) -> Color {
        [Color.red, .green, .blue, .orange, .purple, .gray][index]
    }

    /// The model value of a colour read from a view.
    @MainActor static func value(of color: Color?) -> Value {
        guard let color else { return .none }
        for index in names.indices where Palette.color(index) == color { return .color(index) }
        return .other("\(color)")
    }
}

/// Effective traits in the model: the traits scenarios vary. Windows always specify the style
/// and the horizontal size class; the vertical size class only sometimes, and a view whose
/// window does not specify it has the trait's default, `.unspecified` (which a trait proxy
/// requiring `.unspecified` matches).
struct Traits: Hashable, Sendable, CustomStringConvertible {
    var style: UserInterfaceStyle
    var sizeClass: UserInterfaceSizeClass
    /// `.unspecified` when the window does not specify it (scenarios never specify that value).
    var verticalSizeClass: UserInterfaceSizeClass = .unspecified
    /// The screen's contrast (#33): always specified, `.normal` or `.high`.
    var contrast: AccessibilityContrast = .normal
    /// The screen's text size (#33): always specified.
    var contentSize: ContentSizeCategory = .large

    var description: String {
        var parts = ["\(style)", "\(sizeClass)"]
        if verticalSizeClass != .unspecified { parts.append("v:\(verticalSizeClass)") }
        if contrast != .normal { parts.append("contrast:\(contrast)") }
        if contentSize != .large { parts.append("text:\(contentSize)") }
        return parts.joined(separator: "/")
    }
}

/// The traits a trait proxy requires: each one specified or not. A proxy with no trait
/// specified is still a trait proxy, distinct from the trait-free one (R1).
struct TraitRequirement: Hashable, Sendable, CustomStringConvertible {
    var style: UserInterfaceStyle?
    var sizeClass: UserInterfaceSizeClass?
    var verticalSizeClass: UserInterfaceSizeClass?
    var contrast: AccessibilityContrast?
    var contentSize: ContentSizeCategory?

    /// How many traits the proxy specifies (R4: fewer before more).
    var count: Int {
        [style == nil, sizeClass == nil, verticalSizeClass == nil, contrast == nil, contentSize == nil].filter { !$0 }.count
    }

    /// R6: every specified trait equals the view's.
    func isSatisfied(by traits: Traits) -> Bool {
        (style == nil || style == traits.style)
            && (sizeClass == nil || sizeClass == traits.sizeClass)
            && (verticalSizeClass == nil || verticalSizeClass == traits.verticalSizeClass)
            && (contrast == nil || contrast == traits.contrast)
            && (contentSize == nil || contentSize == traits.contentSize)
    }

    /// The kit's collection for the proxy.
    var collection: TraitCollection {
        TraitCollection {
            if let style { $0.userInterfaceStyle = style }
            if let sizeClass { $0.horizontalSizeClass = sizeClass }
            if let verticalSizeClass { $0.verticalSizeClass = verticalSizeClass }
            if let contrast { $0.accessibilityContrast = contrast }
            if let contentSize { $0.preferredContentSizeCategory = contentSize }
        }
    }

    var description: String {
        let parts = [
            style.map { "\($0)" }, sizeClass.map { "\($0)" }, verticalSizeClass.map { "v:\($0)" },
            contrast.map { "contrast:\($0)" }, contentSize.map { "text:\($0)" },
        ]
        return "[" + parts.compactMap(\.self).joined(separator: ", ") + "]"
    }
}
