extension Image {
    // MARK: - Rendering

    /// The same image drawn in `renderingMode`.
    ///
    /// ```swift
    /// let template = Image(named: "star")!.withRenderingMode(.alwaysTemplate)
    /// ```
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        with { $0.renderingMode = renderingMode }
    }

    /// The same image with the tint colour `color` (`nil` removes it); the rendering mode is kept.
    ///
    /// UIKit takes a non-optional colour; passing `nil` here is a typed addition, used by theme
    /// files.
    public func withTintColor(_ color: Color?) -> Image {
        with { $0.tintColor = color }
    }

    /// The same image with the tint colour `color` and the rendering mode `renderingMode`.
    ///
    /// ```swift
    /// let check = Image(systemName: "checkmark")!.withTintColor(.systemGreen, renderingMode: .alwaysOriginal)
    /// ```
    public func withTintColor(_ color: Color?, renderingMode: RenderingMode) -> Image {
        with {
            $0.tintColor = color
            $0.renderingMode = renderingMode
        }
    }

    // MARK: - Resizing

    /// The same image, resizable: `capInsets` stay fixed and the middle tiles.
    ///
    /// ```swift
    /// let bubble = Image(named: "bubble")!.resizableImage(withCapInsets: EdgeInsets(all: 12))
    /// ```
    public func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image, resizable: `capInsets` stay fixed and the middle fills by `resizingMode`.
    public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image {
        with {
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
            $0.isResizable = true
        }
    }

    // MARK: - Layout

    /// The same image with `alignmentInsets` as its ``alignmentRectInsets``.
    ///
    /// Apps use it to nudge bar images, such as a custom back indicator:
    ///
    /// ```swift
    /// NavigationBar.appearance().backIndicatorImage = Image(named: "back")?
    ///     .withAlignmentRectInsets(EdgeInsets(top: 0, left: -4, bottom: -2, right: 0))
    /// ```
    public func withAlignmentRectInsets(_ alignmentInsets: EdgeInsets) -> Image {
        with { $0.alignmentRectInsets = alignmentInsets }
    }

    /// The same image, drawn mirrored in right-to-left layouts.
    public func imageFlippedForRightToLeftLayoutDirection() -> Image {
        with { $0.flipsForRightToLeft = true }
    }

    // MARK: - Symbol configurations

    /// The same image with `configuration`, or the image itself when it is not a symbol (only
    /// symbols are configured).
    ///
    /// UIKit's `withConfiguration(_:)`: the configuration replaces the image's.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard isSymbolImage else { return self }
        return with { $0.symbolConfiguration = configuration }
    }

    /// The same symbol with `configuration` applied on top of its own (see
    /// ``SymbolConfiguration/applying(_:)``), or `nil` when the image is not a symbol.
    ///
    /// ```swift
    /// let bold = Image(systemName: "star")!.applyingSymbolConfiguration(Image.SymbolConfiguration(weight: .bold))
    /// ```
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        guard isSymbolImage else { return nil }
        let combined = symbolConfiguration?.applying(configuration) ?? configuration
        return with { $0.symbolConfiguration = combined }
    }
}
