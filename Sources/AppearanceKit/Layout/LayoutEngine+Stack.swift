extension LayoutEngine {
    /// One arranged subview measured along a stack's axis.
    private struct Item {
        let view: View
        var length: Double
        var cross: Double
        let stretchRank: Int
    }

    /// The margins a stack lays out inside.
    private static func margins(of stack: StackView) -> EdgeInsets {
        stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
    }

    /// The arranged subviews that take part in layout (hidden ones take no space, as in UIKit).
    private static func visibleArranged(_ stack: StackView) -> [View] {
        stack.arrangedSubviews.filter { !$0.isHidden && $0.superview === stack }
    }

    /// Which view takes a stack's extra length first: spacers and horizontal sliders (0), then
    /// labels and containers (1), then controls and images (2).
    private static func stretchRank(_ view: View, axis: StackView.Axis) -> Int {
        switch view {
        case is Slider: return axis == .horizontal ? 0 : 2
        case is Control, is ImageView: return 2
        case is Label, is StackView, is TableView, is CollectionView: return 1
        default:
            return type(of: view) == View.self && view.subviews.isEmpty ? 0 : 1
        }
    }

    /// Measures the visible arranged subviews for a content width (`nil`: unlimited).
    private func measure(_ stack: StackView, contentWidth: Double?) -> [Item] {
        Self.visibleArranged(stack).map { view in
            let size = fittingSize(view, width: stack.axis == .vertical ? contentWidth : nil)
            return Item(
                view: view,
                length: stack.axis == .vertical ? size.height : size.width,
                cross: stack.axis == .vertical ? size.width : size.height,
                stretchRank: Self.stretchRank(view, axis: stack.axis))
        }
    }

    /// The natural size of a stack view.
    package func stackFittingSize(_ stack: StackView, width: Double?) -> CGSize {
        let margins = Self.margins(of: stack)
        let contentWidth = width.map { Swift.max($0 - margins.horizontal, 0) }
        var items = measure(stack, contentWidth: contentWidth)
        let spacing = stack.spacing * Double(Swift.max(items.count - 1, 0))
        let length = items.reduce(0) { $0 + $1.length } + spacing
        if stack.axis == .horizontal, let contentWidth {
            // Labels wrap in the widths they end up with.
            let slots = Self.distribute(items, available: Swift.max(length, contentWidth), stack: stack)
            for index in items.indices {
                items[index].cross = fittingSize(items[index].view, width: slots[index].length).height
            }
        }
        let cross = items.map(\.cross).max() ?? 0
        return stack.axis == .vertical
            ? CGSize(width: cross + margins.horizontal, height: length + margins.vertical)
            : CGSize(width: length + margins.horizontal, height: cross + margins.vertical)
    }

    /// Places a stack's arranged subviews; its other subviews follow the free rules.
    package func layoutStack(_ stack: StackView, in bounds: CGRect) {
        let content = bounds.insetClamped(by: Self.margins(of: stack))
        let vertical = stack.axis == .vertical
        let crossLength = vertical ? content.width : content.height
        let items = measure(stack, contentWidth: vertical ? content.width : nil)
        let slots = Self.distribute(items, available: vertical ? content.height : content.width, stack: stack)
        var frames: [CGRect] = []
        var baselines: [Double] = []
        for (item, slot) in zip(items, slots) {
            var cross: Double
            if vertical {
                cross =
                    stack.alignment == .fill || stack.alignment == .firstBaseline
                    ? crossLength : Swift.min(item.cross, crossLength)
            } else {
                cross =
                    stack.alignment == .fill
                    ? crossLength : Swift.min(fittingSize(item.view, width: slot.length).height, crossLength)
            }
            cross = Swift.max(cross, 0)
            let offset: Double
            switch stack.alignment {
            case .fill, .leading, .top, .firstBaseline: offset = 0
            case .center: offset = ((crossLength - cross) / 2).rounded()
            case .trailing, .bottom: offset = crossLength - cross
            }
            let frame =
                vertical
                ? CGRect(x: content.minX + offset, y: content.minY + slot.offset, width: cross, height: slot.length)
                : CGRect(x: content.minX + slot.offset, y: content.minY + offset, width: slot.length, height: cross)
            frames.append(frame)
            baselines.append(Self.firstBaseline(of: item.view, height: frame.height))
        }
        if !vertical, stack.alignment == .firstBaseline, let top = baselines.max() {
            for index in frames.indices {
                frames[index].origin.y = content.minY + top - baselines[index]
            }
        }
        for (item, frame) in zip(items, frames) {
            place(item.view, in: frame)
        }
        let arranged = Set(stack.arrangedSubviews.map(ObjectIdentifier.init))
        layoutFree(stack.subviews.filter { !arranged.contains(ObjectIdentifier($0)) }, in: bounds)
        for hidden in stack.arrangedSubviews where hidden.isHidden && hidden.superview === stack {
            place(hidden, in: CGRect(origin: content.origin, size: .zero))
        }
    }

    /// The distance from the top of `view` to its first text baseline (its height for views
    /// without text).
    package static func firstBaseline(of view: View, height: Double) -> Double {
        switch view {
        case let label as Label:
            let text = textSize(of: label, width: nil)
            return ((height - text.height) / 2) + TextMetrics.baseline(for: label.font)
        case let button as Button:
            let font = buttonFont(button)
            return ((height - TextMetrics.lineHeight(for: font)) / 2) + TextMetrics.baseline(for: font)
        default:
            return height
        }
    }

    /// Offsets and lengths along the axis for the items, by the stack's distribution.
    private static func distribute(_ items: [Item], available: Double, stack: StackView) -> [(offset: Double, length: Double)] {
        let count = items.count
        guard count > 0 else { return [] }
        let spacing = stack.spacing
        let totalSpacing = spacing * Double(count - 1)
        let natural = items.map(\.length)
        let naturalTotal = natural.reduce(0, +)
        var lengths = natural
        var gap = spacing
        switch stack.distribution {
        case .fill:
            let extra = available - naturalTotal - totalSpacing
            if extra != 0, let rank = items.map(\.stretchRank).min(),
                let index = items.firstIndex(where: { $0.stretchRank == rank })
            {
                lengths[index] = Swift.max(lengths[index] + extra, 0)
            }
        case .fillEqually:
            lengths = Array(repeating: Swift.max((available - totalSpacing) / Double(count), 0), count: count)
        case .fillProportionally:
            let space = Swift.max(available - totalSpacing, 0)
            lengths =
                naturalTotal > 0
                ? natural.map { $0 / naturalTotal * space } : Array(repeating: space / Double(count), count: count)
        case .equalSpacing:
            if count > 1 { gap = Swift.max(spacing, (available - naturalTotal) / Double(count - 1)) }
        case .equalCentering:
            guard count > 1 else { break }
            var step = (available - natural[0] / 2 - natural[count - 1] / 2) / Double(count - 1)
            for index in 0..<(count - 1) {
                step = Swift.max(step, natural[index] / 2 + natural[index + 1] / 2 + spacing)
            }
            return natural.enumerated().map { index, length in
                (natural[0] / 2 + Double(index) * step - length / 2, length)
            }
        }
        var result: [(offset: Double, length: Double)] = []
        var offset = 0.0
        for length in lengths {
            result.append((offset, length))
            offset += length + gap
        }
        return result
    }
}
