import AppearanceCore

/// The drawing attributes of a view that UIKit keeps on its `CALayer`: border and corners.
///
/// Styled through the view with key paths that pass through the layer:
///
/// ```swift
/// View.appearance().layer.borderColor = Color.red.cgColor
/// View.appearance()[\.layer.cornerRadius] = 8
/// ```
@preconcurrency @MainActor
public final class Layer {
    // `Styled` storage with accessors rather than `@Styled` properties, so that the storage can
    // skip Swift's dynamic exclusivity checks (see View's styled values for why, and for the
    // exclusivity rule, which holds here too).
    @exclusivity(unchecked) private var borderColorStorage = Styled<CGColor?>(wrappedValue: nil)
    @exclusivity(unchecked) private var borderWidthStorage = Styled<Double>(wrappedValue: 0)
    @exclusivity(unchecked) private var cornerRadiusStorage = Styled<Double>(wrappedValue: 0)
    @exclusivity(unchecked) private var masksToBoundsStorage = Styled<Bool>(wrappedValue: false)
    @exclusivity(unchecked) private var shadowColorStorage = Styled<CGColor?>(wrappedValue: nil)
    @exclusivity(unchecked) private var shadowOpacityStorage = Styled<Double>(wrappedValue: 0)

    /// The border colour; `nil` draws no border. A ``CGColor``, as UIKit's layers take:
    /// `layer.borderColor = Color.separator.cgColor`. An appearance property.
    public var borderColor: CGColor? {
        get { unsafe borderColorStorage.wrappedValue }
        set { unsafe borderColorStorage.wrappedValue = newValue }
    }
    /// The border width in points. An appearance property.
    public var borderWidth: Double {
        get { unsafe borderWidthStorage.wrappedValue }
        set { unsafe borderWidthStorage.wrappedValue = newValue }
    }
    /// The corner radius in points. An appearance property.
    public var cornerRadius: Double {
        get { unsafe cornerRadiusStorage.wrappedValue }
        set { unsafe cornerRadiusStorage.wrappedValue = newValue }
    }
    /// Whether content is clipped to the rounded bounds. An appearance property.
    public var masksToBounds: Bool {
        get { unsafe masksToBoundsStorage.wrappedValue }
        set { unsafe masksToBoundsStorage.wrappedValue = newValue }
    }
    /// The shadow colour, a ``CGColor`` as in UIKit. An appearance property.
    public var shadowColor: CGColor? {
        get { unsafe shadowColorStorage.wrappedValue }
        set { unsafe shadowColorStorage.wrappedValue = newValue }
    }
    /// The shadow opacity, 0...1. An appearance property.
    public var shadowOpacity: Double {
        get { unsafe shadowOpacityStorage.wrappedValue }
        set { unsafe shadowOpacityStorage.wrappedValue = newValue }
    }

    /// A layer with no border, square corners and no shadow.
    public nonisolated init() {}
}
