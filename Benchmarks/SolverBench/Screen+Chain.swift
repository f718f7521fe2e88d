import AppearanceSolver

extension Screen {
    /// A vertical chain: each row 8 points below the one before, 44 high, as wide as the screen
    /// at its left edge. Each row is a line of text, so the text-size change moves every height.
    static func chain(rows: Int) -> Screen {
        var builder = ScreenBuilder()
        let screen = builder.root()
        var above: LinearExpression = screen.top.linearExpression
        var middle = 0
        for index in 0..<rows {
            let row = builder.view("row\(index)")
            builder.add(row.top, .equal, above + 8)
            let height = builder.textHeight(row, 44)
            builder.add(row.left, .equal, 0)
            builder.add(row.width, .equal, screen.width)
            if index == rows / 2 { middle = height }
            above = row.bottom
        }
        return builder.screen(.chain, changing: middle, to: 60)
    }
}
