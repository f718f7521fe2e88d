import Foundation

extension LayoutEngine {
    /// The height of a text field with a border, and of a search field.
    package static let textFieldHeight = 34.0
    /// The height of a search bar's field row (the field is 36 high inside it).
    package static let searchFieldRowHeight = 56.0
    /// The height of the field in a search bar.
    package static let searchFieldHeight = 36.0
    /// The height of a search bar's prompt line.
    package static let searchPromptHeight = 22.0
    /// The height of a search bar's scope bar row (the control is 32 high inside it).
    package static let searchScopeRowHeight = 44.0
    /// The room a bordered text field leaves between its edges and its text.
    package static let textFieldPadding = 7.0
    /// The side of the icons inside a text field (search, clear, bookmark).
    package static let fieldIconSide = 18.0
    /// The room a navigation bar leaves beside a title view for the bar buttons on that side.
    package static let titleViewSideRoom = 70.0

    /// The natural size of a text field: its text (or placeholder) and padding, and the height
    /// of a bordered field (34 points; 36 for a search field) or of a line of text.
    package static func textFieldSize(_ field: TextField, width: Double?) -> CGSize {
        let font = field.effectiveFont
        let shown = [field.text ?? "", field.placeholder ?? ""].map { TextMetrics.width(of: $0, font: font) }.max() ?? 0
        let padding = field.borderStyle == .none && !(field is SearchTextField) ? 0 : 2 * textFieldPadding
        let clear = field.clearButtonMode == .never ? 0 : fieldIconSide + textFieldPadding
        var natural = (shown + padding + clear).rounded(.up)
        if let width { natural = Swift.min(natural, width) }
        let height: Double
        if field is SearchTextField {
            height = searchFieldHeight
        } else if field.borderStyle == .none {
            height = TextMetrics.lineHeight(for: font).rounded(.up)
        } else {
            height = Swift.max(textFieldHeight, (TextMetrics.lineHeight(for: font) + 2 * textFieldPadding).rounded(.up))
        }
        return CGSize(width: natural, height: height)
    }

    /// The natural size of a text view: its width (320 without one) and its wrapped text inside
    /// the text container insets.
    package static func textViewSize(_ view: TextView, width: Double?) -> CGSize {
        let width = width ?? 320
        let text = textViewLayout(view, width: width)
        return CGSize(width: width, height: (text.size.height + view.textContainerInset.vertical).rounded(.up))
    }

    /// The attributes a text view's text is drawn with: its typing attributes with its
    /// effective font and colour.
    package static func textViewAttributes(_ view: TextView) -> [NSAttributedString.Key: Any] {
        var attributes = view.typingAttributes
        attributes[.font] = view.effectiveFont
        attributes[.foregroundColor] = view.effectiveTextColor
        return attributes
    }

    /// A text view's text wrapped to its width inside the insets and the 5-point line padding.
    package static func textViewLayout(_ view: TextView, width: Double) -> TextLayout {
        let attributes = TextAttributes(textViewAttributes(view))
        let room = Swift.max(width - view.textContainerInset.horizontal - 10, 0)
        return TextLayout(view.text, font: view.effectiveFont, maxWidth: room, numberOfLines: 0, kern: attributes.kern ?? 0)
    }

    /// The height of a search bar: the prompt line, the field row and the scope bar row.
    package static func searchBarHeight(_ bar: SearchBar) -> Double {
        var height = searchFieldRowHeight
        if !(bar.prompt ?? "").isEmpty { height += searchPromptHeight }
        if bar.isScopeBarShown { height += searchScopeRowHeight }
        return height
    }

    /// The width of a search bar's Cancel button with its margin, or 0 when it does not show.
    package static func cancelButtonWidth(_ bar: SearchBar) -> Double {
        bar.showsCancelButton ? (TextMetrics.width(of: "Cancel", font: .systemFont(ofSize: 17)) + 16).rounded(.up) : 0
    }

    /// The title attributes of a segmented control's segments in `state`: its own, and for a
    /// search bar's scope bar the bar's scope button title attributes over them.
    package static func segmentTitleAttributes(_ control: SegmentedControl, state: ControlState) -> [NSAttributedString.Key: Any]? {
        let own = control.titleTextAttributes(for: state)
        guard let bar = control.superview as? SearchBar, bar.scopeControl === control,
            let scope = bar.scopeBarButtonTitleTextAttributes(for: state)
        else { return own }
        return (own ?? [:]).merging(scope) { $1 }
    }

    /// A search bar: the prompt on top, the field (moved by the search field background
    /// adjustment) centred in the rows left, then the scope bar; other subviews by the free
    /// rules.
    package func layoutSearchBar(_ bar: SearchBar, in bounds: CGRect) {
        let prompt = (bar.prompt ?? "").isEmpty ? 0 : Swift.min(Self.searchPromptHeight, bounds.height)
        let scope = bar.isScopeBarShown ? Swift.min(Self.searchScopeRowHeight, bounds.height - prompt) : 0
        let row = Swift.max(bounds.height - prompt - scope, 0)
        let fieldHeight = Swift.min(Self.searchFieldHeight, Swift.max(row - 8, 0))
        let adjustment = bar.searchFieldBackgroundPositionAdjustment
        let field = CGRect(
            x: 8 + adjustment.horizontal, y: prompt + (row - fieldHeight) / 2 + adjustment.vertical,
            width: Swift.max(bounds.width - 16 - Self.cancelButtonWidth(bar), 0), height: fieldHeight)
        if bar.searchTextField.superview === bar { place(bar.searchTextField, in: field) }
        if bar.scopeControl.superview === bar {
            place(
                bar.scopeControl,
                in: CGRect(
                    x: 8, y: prompt + row + 6, width: Swift.max(bounds.width - 16, 0),
                    height: Swift.max(scope - 12, 0)))
        }
        let others = bar.subviews.filter { $0 !== bar.searchTextField && $0 !== bar.scopeControl }
        layoutFree(others, in: bounds)
    }

    /// A navigation bar's subviews: the top item's title view in the top 44 points between
    /// the bar buttons' room (a frame's size is kept, centred), other subviews by the free rules.
    package func layoutNavigationBar(_ bar: NavigationBar, in bounds: CGRect) {
        var others = bar.subviews
        if let item = bar.topItem, let titleView = item.titleView, titleView.superview === bar {
            others.removeAll { $0 === titleView }
            let left = item.leftBarButtonItems.isEmpty && bar.backItem == nil ? 8 : Self.titleViewSideRoom
            let right = item.rightBarButtonItems.isEmpty ? 8 : Self.titleViewSideRoom
            let height = Swift.min(Self.navigationBarHeight, bounds.height)
            var frame = CGRect(x: left, y: 0, width: Swift.max(bounds.width - left - right, 0), height: height)
            let fixed = titleView.explicitFrameSize
            if fixed.width > 0, fixed.height > 0 {
                frame = CGRect(
                    x: (bounds.width - fixed.width) / 2, y: (height - fixed.height) / 2, width: fixed.width,
                    height: fixed.height)
            }
            place(titleView, in: frame)
        }
        layoutFree(others, in: bounds)
    }
}
