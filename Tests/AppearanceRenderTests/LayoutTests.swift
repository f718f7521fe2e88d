import AppearanceRender
import Testing

@MainActor
@Suite struct LayoutTests {
    @Test func aVerticalStackPlacesItsArrangedSubviewsInsideItsMargins() {
        let first = box(0, 30)
        let second = box(0, 50)
        let stack = StackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.spacing = 8
        stack.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        #expect(Layout.fittingSize(of: stack, width: 200) == CGSize(width: 40, height: 108))
        let layout = Layout(stack, size: CGSize(width: 200, height: 108))
        #expect(layout.frame(of: first) == CGRect(x: 20, y: 10, width: 160, height: 30))
        #expect(layout.frame(of: second) == CGRect(x: 20, y: 48, width: 160, height: 50))
    }

    /// Three views 40, 60 and 80 wide, 10 apart, in a 300-point row.
    @Test(arguments: [
        (
            StackView.Distribution.fill,
            [
                CGRect(x: 0, y: 0, width: 140, height: 20), CGRect(x: 150, y: 0, width: 60, height: 20),
                CGRect(x: 220, y: 0, width: 80, height: 20),
            ]
        ),
        (
            .fillEqually,
            [
                CGRect(x: 0, y: 0, width: 93.33, height: 20), CGRect(x: 103.33, y: 0, width: 93.33, height: 20),
                CGRect(x: 206.67, y: 0, width: 93.33, height: 20),
            ]
        ),
        (
            .fillProportionally,
            [
                CGRect(x: 0, y: 0, width: 62.22, height: 20), CGRect(x: 72.22, y: 0, width: 93.33, height: 20),
                CGRect(x: 175.56, y: 0, width: 124.44, height: 20),
            ]
        ),
        (
            .equalSpacing,
            [
                CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 100, y: 0, width: 60, height: 20),
                CGRect(x: 220, y: 0, width: 80, height: 20),
            ]
        ),
        (
            .equalCentering,
            [
                CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 110, y: 0, width: 60, height: 20),
                CGRect(x: 220, y: 0, width: 80, height: 20),
            ]
        ),
    ])
    func distributionSharesTheLength(distribution: StackView.Distribution, expected: [CGRect]) {
        let views = [box(40, 20), box(60, 20), box(80, 20)]
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.distribution = distribution
        let layout = Layout(stack, size: CGSize(width: 300, height: 20))
        #expect(views.map { layout.frame(of: $0)!.rounded } == expected)
    }

    @Test(arguments: [
        (StackView.Alignment.fill, CGRect(x: 0, y: 0, width: 200, height: 20)),
        (.leading, CGRect(x: 0, y: 0, width: 50, height: 20)),
        (.center, CGRect(x: 75, y: 0, width: 50, height: 20)),
        (.trailing, CGRect(x: 150, y: 0, width: 50, height: 20)),
    ])
    func alignmentPlacesViewsAcrossAVerticalStack(alignment: StackView.Alignment, expected: CGRect) {
        let view = box(50, 20)
        let stack = StackView(arrangedSubviews: [view])
        stack.axis = .vertical
        stack.alignment = alignment
        #expect(Layout(stack, size: CGSize(width: 200, height: 20)).frame(of: view) == expected)
    }

    @Test func aHiddenArrangedSubviewTakesNoSpace() {
        let first = box(0, 20)
        let hidden = box(0, 100)
        hidden.isHidden = true
        let last = box(0, 20)
        let stack = StackView(arrangedSubviews: [first, hidden, last])
        stack.axis = .vertical
        stack.spacing = 5
        #expect(Layout.fittingSize(of: stack).height == 45)
        #expect(Layout(stack, size: CGSize(width: 100, height: 45)).frame(of: last) == CGRect(x: 0, y: 25, width: 100, height: 20))
    }

    @Test func aLabelAndASwitchInARowLeaveTheExtraWidthToTheLabel() {
        let label = Label(text: "Wi-Fi")
        let toggle = Switch()
        let row = StackView(arrangedSubviews: [label, toggle])
        row.spacing = 12
        row.alignment = .center
        #expect(Layout.fittingSize(of: label) == CGSize(width: 40, height: 21), "17 pt text: 39.64 × 20.26, rounded up")
        #expect(Layout.fittingSize(of: row) == CGSize(width: 103, height: 31))
        let layout = Layout(row, size: CGSize(width: 300, height: 31))
        #expect(layout.frame(of: toggle) == CGRect(x: 249, y: 0, width: 51, height: 31))
        #expect(layout.frame(of: label) == CGRect(x: 0, y: 5, width: 237, height: 21))
    }

    @Test func aSliderInARowTakesTheExtraWidth() {
        let label = Label(text: "Wi-Fi")
        let slider = Slider()
        let row = StackView(arrangedSubviews: [label, slider])
        row.spacing = 12
        let layout = Layout(row, size: CGSize(width: 300, height: 31))
        #expect(layout.frame(of: label) == CGRect(x: 0, y: 0, width: 40, height: 31))
        #expect(layout.frame(of: slider) == CGRect(x: 52, y: 0, width: 248, height: 31))
    }

    @Test func firstBaselineAlignmentLinesUpTheText() {
        let big = Label(text: "Big")
        big.font = .systemFont(ofSize: 34)
        let small = Label(text: "small")
        let row = StackView(arrangedSubviews: [big, small])
        row.alignment = .firstBaseline
        let layout = Layout(row, size: CGSize(width: 300, height: 41))
        let bigBaseline = layout.frame(of: big)!.minY + 34 * TextMetrics.ascender
        let smallBaseline = layout.frame(of: small)!.minY + 17 * TextMetrics.ascender
        #expect(abs(bigBaseline - smallBaseline) < 1)
    }

    @Test func zeroSizeSubviewsFillWhatTheDockedBarsLeave() {
        let root = View()
        let navigationBar = NavigationBar()
        let tabBar = TabBar()
        let content = View()
        let fixed = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        for view in [navigationBar, content, tabBar, fixed] { root.addSubview(view) }
        let layout = Layout(root, size: CGSize(width: 390, height: 844))
        #expect(layout.frame(of: navigationBar) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(layout.frame(of: tabBar) == CGRect(x: 0, y: 795, width: 390, height: 49))
        #expect(layout.frame(of: content) == CGRect(x: 0, y: 44, width: 390, height: 751))
        #expect(layout.frame(of: fixed) == CGRect(x: 10, y: 20, width: 30, height: 40), "an explicit frame is kept")
    }

    @Test func aTableStacksItsHeaderViewSectionsAndFooters() throws {
        let table = TableView(style: .plain)
        let headerView = box(0, 100)
        table.tableHeaderView = headerView
        let header = TableViewHeaderFooterView(text: "ACCOUNT")
        let cells = [TableViewCell(text: "Profile", detail: "Ada"), TableViewCell(text: "Privacy")]
        let footer = TableViewHeaderFooterView(text: "Visible to you only.")
        table.addSection(TableView.Section(header: header, cells: cells, footer: footer))
        // Typed: inside `#expect`, literal arithmetic is an `Int`, which no `CGFloat` equals.
        #expect(Layout.fittingSize(of: table, width: 390).height == CGFloat(100 + 28 + 2 * 44 + 28))
        let layout = Layout(table, size: CGSize(width: 390, height: 600))
        #expect(layout.frame(of: headerView) == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(layout.frame(of: header) == CGRect(x: 0, y: 100, width: 390, height: 28))
        #expect(layout.frame(of: cells[0]) == CGRect(x: 0, y: 128, width: 390, height: 44))
        #expect(layout.frame(of: cells[1]) == CGRect(x: 0, y: 172, width: 390, height: 44))
        #expect(layout.frame(of: footer) == CGRect(x: 0, y: 216, width: 390, height: 28))
        // Cell content: the text at the leading margin, the detail at the trailing one.
        #expect(layout.frame(of: cells[0].textLabel!) == CGRect(x: 16, y: 12, width: 49, height: 21), "48.18 × 20.26, rounded up")
        let detail = try #require(layout.frame(of: cells[0].detailTextLabel!))
        #expect(detail.maxX == 374, "16 points from the trailing edge")
        // A header's label sits at the bottom, a footer's at the top.
        let headerLabel = try #require(layout.frame(of: header.textLabel!))
        #expect(headerLabel.maxY == 22, "6 points above the bottom")
        #expect(layout.frame(of: footer.textLabel!)?.minY == 6)
    }

    @Test func anInsetGroupedTableInsetsItsCells() {
        let table = TableView(style: .insetGrouped)
        let cell = TableViewCell(text: "Wi-Fi")
        cell.accessoryType = .disclosureIndicator
        table.addSection(TableView.Section(cells: [cell]))
        let layout = Layout(table, size: CGSize(width: 390, height: 600))
        #expect(layout.frame(of: cell) == CGRect(x: 16, y: 20, width: 358, height: 44))
        #expect(layout.frame(of: cell.contentView) == CGRect(x: 0, y: 0, width: 324, height: 44), "less the accessory")
    }

    @Test func aNavigationControllerPutsItsBarAboveTheTopView() {
        let top = ViewController()
        let navigation = NavigationController(rootViewController: top)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        let layout = Layout(window, size: CGSize(width: 390, height: 844))
        #expect(layout.frame(of: navigation.view) == CGRect(x: 0, y: 0, width: 390, height: 844), "the layout's size wins")
        #expect(layout.frame(of: navigation.navigationBar) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(layout.frame(of: top.view) == CGRect(x: 0, y: 44, width: 390, height: 800))
    }

    @Test func aLayoutDrawsTheFramesOfTheKitsPassAndGivesTheRootItsSizeBack() throws {
        Appearance.reset()
        let screen = DemoScreen.make()
        let card = screen.view("card")!
        let first = Layout(screen.window, size: DemoScreen.defaultSize)
        #expect(first.frame(of: card) == card.frame, "the frame the pass wrote is the one drawn")
        let second = Layout(screen.window, size: DemoScreen.defaultSize)
        #expect(first.frameInRoot(of: card) == second.frameInRoot(of: card), "the same tree and size, the same frames")
        let wide = try #require(Layout(screen.window, size: CGSize(width: 800, height: 600)).frameInRoot(of: card))
        #expect(wide.width == 768, "800 less the margins")
        #expect(screen.window.frame.size == DemoScreen.defaultSize, "the window keeps its own size")
        screen.window.layoutIfNeeded()
        #expect(card.frame == first.frame(of: card), "and lays out in it again at its next pass")
    }

    @Test func theDemoScreenHasItsBarsAndItsTable() {
        Appearance.reset()
        let screen = DemoScreen.make()
        let layout = Layout(screen.window, size: DemoScreen.defaultSize)
        #expect(layout.frameInRoot(of: screen.view("navigationBar")!) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(layout.frameInRoot(of: screen.view("tabBar")!) == CGRect(x: 0, y: 795, width: 390, height: 49))
        #expect(layout.frameInRoot(of: screen.view("table")!) == CGRect(x: 0, y: 44, width: 390, height: 751))
        let card = layout.frameInRoot(of: screen.view("card")!)!
        let cardButton = layout.frameInRoot(of: screen.view("card/button")!)!
        #expect(card.minX == 16 && card.width == 358)
        #expect(cardButton.minX == card.minX + 14, "inside the card's margins")
        #expect(cardButton.height == 44)
        let lastCell = layout.frameInRoot(of: screen.view("cell3")!)!
        #expect(lastCell.maxY <= 795, "the whole table fits above the tab bar")
    }
}
