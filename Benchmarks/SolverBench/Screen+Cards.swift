import AppearanceSolver

extension Screen {
    /// Cards, each 12 points below the one before and inset 16 from the screen's sides. A card
    /// stacks a title, a body, a nested card holding a caption, and a footer: a horizontal stack of
    /// four buttons of equal widths 8 points apart, as tall as its tallest button (it must be at
    /// least as tall as each and would be zero high at weak strength). A card is as tall as its
    /// content. Every text, the buttons' titles included, moves with the text size.
    static func cards(count: Int) -> Screen {
        var builder = ScreenBuilder()
        let screen = builder.root()
        var above: LinearExpression = screen.top.linearExpression
        var middle = 0
        for index in 0..<count {
            let name = "card\(index)"
            let card = builder.view(name)
            builder.add(card.left, .equal, screen.left + 16)
            builder.add(card.width, .equal, screen.width - 32)
            builder.add(card.top, .equal, above + 12)

            let title = builder.view("\(name).title")
            builder.add(title.left, .equal, card.left + 12)
            builder.add(title.width, .equal, card.width - 24)
            builder.add(title.top, .equal, card.top + 12)
            builder.textHeight(title, 24)

            let body = builder.view("\(name).body")
            builder.add(body.left, .equal, title.left)
            builder.add(body.width, .equal, title.width)
            builder.add(body.top, .equal, title.bottom + 8)
            let bodyHeight = builder.textHeight(body, 60)

            let inner = builder.view("\(name).inner")
            let caption = builder.view("\(name).inner.caption")
            builder.add(inner.left, .equal, card.left + 12)
            builder.add(inner.width, .equal, card.width - 24)
            builder.add(inner.top, .equal, body.bottom + 8)
            builder.add(caption.left, .equal, inner.left + 8)
            builder.add(caption.width, .equal, inner.width - 16)
            builder.add(caption.top, .equal, inner.top + 8)
            builder.textHeight(caption, 18)
            builder.add(inner.bottom, .equal, caption.bottom + 8)

            let footer = builder.view("\(name).footer")
            builder.add(footer.left, .equal, card.left + 12)
            builder.add(footer.right, .equal, card.right - 12)
            builder.add(footer.top, .equal, inner.bottom + 8)
            builder.add(footer.height, .equal, 0, strength: .weak)
            var leading: LinearExpression = footer.left.linearExpression
            var first: Frame?
            for position in 0..<4 {
                let button = builder.view("\(name).footer.button\(position)")
                builder.add(button.left, .equal, position == 0 ? leading : leading + 8)
                builder.add(button.top, .equal, footer.top)
                builder.textHeight(button, 32)
                builder.add(footer.height, .greaterThanOrEqual, button.height)
                if let first { builder.add(button.width, .equal, first.width) } else { first = button }
                leading = button.right
            }
            builder.add(leading, .equal, footer.right)
            builder.add(card.bottom, .equal, footer.bottom + 12)

            if index == count / 2 { middle = bodyHeight }
            above = card.bottom
        }
        return builder.screen(.cards, changing: middle, to: 80)
    }
}
