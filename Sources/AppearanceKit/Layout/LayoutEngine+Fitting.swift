extension LayoutEngine {
    /// The natural size of a button: its title and image, inside its content insets, at least
    /// 44 points high.
    package static let minimumButtonHeight = 44.0
    /// The padding of a button whose content insets are zero.
    package static let defaultButtonInsets = EdgeInsets(horizontal: 16, vertical: 10)
    /// The side of an image in an image view or a button.
    package static let iconSide = 24.0
    /// The size of a switch.
    package static let switchSize = CGSize(width: 51, height: 31)
    /// The size of a stepper.
    package static let stepperSize = CGSize(width: 94, height: 32)
    /// The height of a segmented control.
    package static let segmentedControlHeight = 32.0
    /// The padding on each side of a segment's title.
    package static let segmentPadding = 12.0
    /// The natural size of a slider (it stretches in stacks).
    package static let sliderSize = CGSize(width: 100, height: 31)
    /// The font of segment titles without title text attributes.
    package static let segmentFont = Font.systemFont(ofSize: 13, weight: .medium)

    /// The natural size of `view` when it may be at most `width` points wide: the size of the
    /// frame the app gave it where that is non-zero, else what ``View/sizeThatFits(_:)`` says
    /// (which a subclass may override).
    package func fittingSize(_ view: View, width: Double?) -> CGSize {
        let fixed = view.explicitFrameSize
        if fixed.width > 0, fixed.height > 0 { return fixed }
        // A view whose constraints size it (an app's row laid out with Auto Layout) is measured
        // by them, as UIKit's stack views and self-sizing cells measure it.
        if ConstraintLayout.isInUse, !view.constraints.isEmpty {
            let target = CGSize(width: width ?? 0, height: 0)
            return view.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: width == nil ? .fittingSizeLevel : .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
        let limit = fixed.width > 0 ? fixed.width : width
        let natural = view.sizeThatFits(CGSize(width: limit ?? 0, height: 0))
        return CGSize(
            width: fixed.width > 0 ? fixed.width : natural.width,
            height: fixed.height > 0 ? fixed.height : natural.height)
    }

    /// What ``View/intrinsicContentSize`` is for the kit's views: the size their content
    /// needs, or ``View/noIntrinsicMetric`` in both dimensions for views without content of
    /// their own (plain views and containers).
    package func intrinsicContentSize(of view: View) -> CGSize {
        contentSize(view, width: nil) ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The size `view` needs at most `width` points wide: its content's, else its
    /// ``View/intrinsicContentSize`` where a subclass gives one, else big enough for its
    /// subviews. What ``View/sizeThatFits(_:)`` returns unless a subclass overrides it.
    package func intrinsicSize(_ view: View, width: Double?) -> CGSize {
        if let size = contentSize(view, width: width) { return size }
        let intrinsic = view.intrinsicContentSize
        let container = intrinsic.width < 0 || intrinsic.height < 0 ? containerSize(view, width: width) : .zero
        return CGSize(
            width: intrinsic.width < 0 ? container.width : intrinsic.width,
            height: intrinsic.height < 0 ? container.height : intrinsic.height)
    }

    /// The size the content of one of the kit's views needs, or `nil` for plain views and
    /// views the kit does not know.
    private func contentSize(_ view: View, width: Double?) -> CGSize? {
        switch view {
        case let label as Label:
            return Self.textSize(of: label, width: width)
        case let button as Button:
            return Self.buttonSize(button)
        case is Switch:
            return Self.switchSize
        case is Stepper:
            return Self.stepperSize
        case is Slider:
            return Self.sliderSize
        case let segmented as SegmentedControl:
            return CGSize(
                width: Self.segmentWidth(segmented) * Double(segmented.numberOfSegments),
                height: Self.segmentedControlHeight)
        case let image as ImageView:
            return image.currentImage == nil ? .zero : CGSize(width: Self.iconSide, height: Self.iconSide)
        case let stack as StackView:
            return stackFittingSize(stack, width: width)
        case let table as TableView:
            let tableWidth = width ?? 320
            return CGSize(width: tableWidth, height: tableFrames(table, width: tableWidth).height)
        case let cell as TableViewCell:
            return CGSize(width: width ?? 320, height: (cell.superview as? TableView)?.rowHeight ?? 44)
        case is TableViewHeaderFooterView:
            return CGSize(width: width ?? 320, height: 28)
        case let collection as CollectionView where collection.dataSource != nil:
            // The layout's content, as last laid out (a collection view sizes to its content
            // only once it has a width, as in UIKit).
            return CGSize(width: width ?? 320, height: collection.collectionViewLayout.collectionViewContentSize.height)
        case let collection as CollectionView:
            let frames = collectionFrames(collection, width: width ?? 320)
            return CGSize(width: width ?? 320, height: frames.map { $0.1.maxY }.max() ?? 0)
        case let field as TextField:
            return Self.textFieldSize(field, width: width)
        case let textView as TextView:
            return Self.textViewSize(textView, width: width)
        case let bar as SearchBar:
            return CGSize(width: width ?? 320, height: Self.searchBarHeight(bar))
        case let bar as NavigationBar:
            return CGSize(width: width ?? 0, height: Self.navigationBarHeight(for: bar))
        case is TabBar:
            return CGSize(width: width ?? 0, height: Self.tabBarHeight)
        case is Toolbar:
            return CGSize(width: width ?? 0, height: Self.toolbarHeight)
        default:
            return Self.indicatorSize(view, width: width)
        }
    }

    /// A plain view's natural size: big enough for its subviews with frames, and as big as the
    /// largest of those that fill it.
    private func containerSize(_ view: View, width: Double?) -> CGSize {
        var result = CGSize.zero
        for subview in view.subviews {
            let size: CGSize
            if subview.hasAutomaticFrame {
                size = fittingSize(subview, width: width)
            } else {
                size = CGSize(width: subview.frame.maxX, height: subview.frame.maxY)
            }
            result = CGSize(width: Swift.max(result.width, size.width), height: Swift.max(result.height, size.height))
        }
        return result
    }

    // MARK: - Text and controls

    /// The size of a label's text (zero without text), as its
    /// ``Label/textRect(forBounds:limitedToNumberOfLines:)`` gives it: a subclass that grows the
    /// rectangle (for insets) grows the label, as in UIKit.
    package static func textSize(of label: Label, width: Double?) -> CGSize {
        let bounds = CGRect(x: 0, y: 0, width: width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        return label.textRect(forBounds: bounds, limitedToNumberOfLines: label.numberOfLines).size
    }

    /// The size of a label's text in at most `lines` lines (0: no limit) and `width` points.
    package static func measuredTextSize(of label: Label, width: Double?, lines: Int) -> CGSize {
        guard let text = label.text, !text.isEmpty else { return .zero }
        return TextLayout(text, font: label.font, maxWidth: width, numberOfLines: lines, lineBreakMode: label.lineBreakMode)
            .size
    }

    /// The font a label draws in: its own, or, when it adjusts its font size to fit one line of
    /// `width`, the largest size down to its minimum scale factor at which the text fits.
    package static func fittedFont(of label: Label, width: Double) -> Font {
        let font = label.font
        guard label.adjustsFontSizeToFitWidth, label.numberOfLines == 1, label.minimumScaleFactor > 0,
            let text = label.text, width > 0
        else { return font }
        let natural = TextMetrics.width(of: text, font: font, kern: 0)
        guard natural > width else { return font }
        let scale = Swift.max(Swift.min(label.minimumScaleFactor, 1), width / natural)
        // Half-point steps, as text sizes are usually chosen.
        let size = Swift.max((font.pointSize * scale * 2).rounded(.down) / 2, 1)
        return font.withSize(size)
    }

    /// The size of a button: title and image inside the content insets.
    package static func buttonSize(_ button: Button) -> CGSize {
        let insets = button.contentEdgeInsets == .zero ? defaultButtonInsets : button.contentEdgeInsets
        var width = 0.0
        var height = 0.0
        if let title = button.currentTitle, !title.isEmpty {
            let text = TextLayout(title, font: buttonFont(button))
            width += text.size.width
            height = text.size.height
        }
        if button.currentImage != nil {
            width += (width > 0 ? 6 : 0) + iconSide
            height = Swift.max(height, iconSide)
        }
        return CGSize(
            width: (width + insets.horizontal).rounded(.up),
            height: Swift.max((height + insets.vertical).rounded(.up), minimumButtonHeight))
    }

    /// The font of a button's title.
    package static func buttonFont(_ button: Button) -> Font {
        button.titleFont ?? .systemFont(ofSize: 17)
    }

    /// The width of every segment of a segmented control: the widest title plus padding.
    package static func segmentWidth(_ control: SegmentedControl) -> Double {
        var widest = 0.0
        for index in 0..<control.numberOfSegments {
            let font = segmentFont(control, selected: index == control.selectedSegmentIndex)
            let title = control.titleForSegment(at: index) ?? ""
            widest = Swift.max(widest, TextMetrics.width(of: title, font: font))
        }
        return (widest + 2 * segmentPadding).rounded(.up)
    }

    /// The font of a segment's title: its state's title text attributes' font, else 13 points.
    package static func segmentFont(_ control: SegmentedControl, selected: Bool) -> Font {
        let attributes = TextAttributes(segmentTitleAttributes(control, state: selected ? .selected : .normal) ?? [:])
        return attributes.font ?? (selected ? segmentFont.withWeight(.semibold) : segmentFont)
    }
}
