public import AppearanceCore

/// The drawing attributes of a view that UIKit keeps on its `CALayer`: border and corners.
///
/// Styled through the view with key paths that pass through the layer:
///
/// ```swift
/// View.appearance()[\.layer.borderColor] = .red
/// View.appearance()[\.layer.cornerRadius] = 8
/// ```
@preconcurrency @MainActor
public final class Layer {
    /// The border colour; `nil` draws no border.
    @Styled public var borderColor: Color? = nil
    /// The border width in points.
    @Styled public var borderWidth: Double = 0
    /// The corner radius in points.
    @Styled public var cornerRadius: Double = 0
    /// Whether content is clipped to the rounded bounds.
    @Styled public var masksToBounds = false
    /// The shadow colour.
    @Styled public var shadowColor: Color? = nil
    /// The shadow opacity, 0...1.
    @Styled public var shadowOpacity: Double = 0

    /// A layer with no border, square corners and no shadow.
    public nonisolated init() {}
}
