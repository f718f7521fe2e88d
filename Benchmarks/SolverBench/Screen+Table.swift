import AppearanceSolver

extension Screen {
    /// Table rows: each cell as wide as the screen and as tall as its content, directly below the
    /// one before; inside it a title and a subtitle pinned to its leading side and a detail label
    /// pinned to its trailing side. The title wants its intrinsic width (a strong constraint) and
    /// must keep 8 points from the detail (a required inequality), as a self-sizing cell's labels do.
    static func table(rows: Int) -> Screen {
        var builder = ScreenBuilder()
        let screen = builder.root()
        var above: LinearExpression = screen.top.linearExpression
        var middle = 0
        for index in 0..<rows {
            let cell = builder.view("cell\(index)")
            let title = builder.view("cell\(index).title")
            let subtitle = builder.view("cell\(index).subtitle")
            let detail = builder.view("cell\(index).detail")
            builder.add(cell.left, .equal, screen.left)
            builder.add(cell.width, .equal, screen.width)
            builder.add(cell.top, .equal, above)

            builder.add(title.left, .equal, cell.left + 16)
            builder.add(title.top, .equal, cell.top + 10)
            let titleHeight = builder.textHeight(title, 22)
            builder.add(title.width, .equal, 240, strength: .strong)

            builder.add(subtitle.left, .equal, cell.left + 16)
            builder.add(subtitle.right, .equal, cell.right - 16)
            builder.add(subtitle.top, .equal, title.bottom + 4)
            builder.textHeight(subtitle, 18)

            builder.add(detail.right, .equal, cell.right - 16)
            builder.add(detail.width, .equal, 60)
            builder.add(detail.top, .equal, cell.top + 10)
            builder.textHeight(detail, 22)
            builder.add(detail.left, .greaterThanOrEqual, title.right + 8)

            builder.add(cell.bottom, .equal, subtitle.bottom + 10)
            if index == rows / 2 { middle = titleHeight }
            above = cell.bottom
        }
        return builder.screen(.table, changing: middle, to: 30)
    }
}
