import AppearanceRender
import Foundation
import Testing

/// What app-shaped views draw through their layers and drawing overrides (#43, item 4):
/// gradient and shape layers, shadows with an offset, radius and path, corners of which only
/// some are rounded, `draw(_:)`, a label's `drawText(in:)` and a text field's rectangles.
@MainActor
@Suite struct LayerRenderTests {
    func render(_ views: [View], dark: Bool = false) -> String {
        Appearance.reset()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.screenTraits.userInterfaceStyle = dark ? .dark : .light
        for view in views { window.addSubview(view) }
        return SVGRenderer().render(window)
    }

    /// The SVG element that starts with `prefix`, whole.
    func element(_ prefix: String, in svg: String) -> String? {
        guard let start = svg.range(of: prefix) else { return nil }
        return String(svg[start.lowerBound...].prefix { $0 != ">" })
    }

    // A header whose layer is a gradient, as apps write it (after deltachat-ios's GradientView).
    final class GradientHeader: View {
        override class var layerClass: AnyClass { GradientLayer.self }
        var gradientLayer: GradientLayer { layer as! GradientLayer }
    }

    @Test func aGradientLayerClassFillsTheViewInTheDrawnTraitState() throws {
        let header = GradientHeader(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        header.gradientLayer.colors = [Color.systemBackground.cgColor, Color(red: 1, green: 0, blue: 0).cgColor]
        header.gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        header.gradientLayer.endPoint = CGPoint(x: 1, y: 0)
        let light = render([header])
        #expect(light.contains(##"<linearGradient id="##))
        #expect(light.contains(##"x1="0" y1="0" x2="1" y2="0">"##))
        #expect(light.contains(##"<stop offset="0" stop-color="#ffffff"/>"##))
        #expect(light.contains(##"<stop offset="1" stop-color="#ff0000"/>"##))
        let dark = render([header], dark: true)
        #expect(dark.contains(##"<stop offset="0" stop-color="#000000"/>"##), "a dynamic colour resolves per state")
    }

    @Test func aGradientSublayerSitsBelowTheSubviews() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let gradient = GradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [Color.red.cgColor, Color.blue.cgColor]
        view.layer.insertSublayer(gradient, at: 0)
        let label = Label(text: "On top")
        label.frame = CGRect(x: 10, y: 10, width: 100, height: 20)
        view.addSubview(label)
        let svg = render([view])
        let gradientAt = try #require(svg.range(of: ##"data-layer="GradientLayer""##))
        let labelAt = try #require(svg.range(of: ">On top<"))
        #expect(gradientAt.lowerBound < labelAt.lowerBound)
    }

    // A progress ring (after barakov14/pomodoro-application's CircularProgressBarView).
    @Test func aShapeLayerStrokesItsPathUpToStrokeEnd() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = ShapeLayer()
        let circle = BezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: .pi * 1.5, clockwise: true)
        ring.path = circle.cgPath
        ring.fillColor = Color.clear.cgColor
        ring.strokeColor = Color(red: 0, green: 0.5, blue: 0).cgColor
        ring.lineWidth = 6
        ring.lineCap = .round
        ring.strokeEnd = 0.7
        view.layer.addSublayer(ring)
        let svg = render([view])
        let path = try #require(element(##"<path d="M50 10C"##, in: svg))
        #expect(path.contains(##"fill="none""##))
        #expect(path.contains(##"stroke="#008000" stroke-width="6" stroke-linecap="round""##))
        #expect(path.contains(##"pathLength="1" stroke-dasharray="0.7 2""##))
    }

    // A shadowed card (after AdisonPDO/Agrove-ios's CardView).
    @Test func aShadowTakesItsOffsetRadiusAndPath() throws {
        let card = View(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        card.layer.cornerRadius = 12
        card.layer.backgroundColor = Color.white.cgColor
        card.layer.shadowColor = Color.black.cgColor
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.shadowRadius = 6
        card.layer.shadowOpacity = 0.25
        card.layer.shadowPath = BezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
        let svg = render([card])
        #expect(svg.contains(##"<feGaussianBlur stdDeviation="6"/>"##))
        let shadow = try #require(element(##"<path d="M12 0L188 0C"##, in: svg))
        #expect(shadow.contains(##"transform="translate(0,2)" fill="#000000" fill-opacity="0.25" filter="url(#"##))
        #expect(svg.contains(##"<rect width="200" height="100" rx="12" fill="#ffffff"/>"##), "the layer's colour is the view's")
    }

    @Test func aShadowWithoutAnOffsetIsCastUpwardsAsUIKitsDefault() throws {
        let card = View(frame: CGRect(x: 20, y: 20, width: 100, height: 50))
        card.layer.shadowOpacity = 0.5
        let svg = render([card])
        let shadow = try #require(element(##"<rect width="100" height="50" transform="##, in: svg))
        #expect(shadow.contains(##"transform="translate(0,-3)""##))
        #expect(svg.contains(##"<feGaussianBlur stdDeviation="3"/>"##))
    }

    @Test func maskedCornersRoundOnlyTheirCorners() throws {
        let sheet = View(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        sheet.backgroundColor = .white
        sheet.layer.cornerRadius = 16
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let svg = render([sheet])
        let background = try #require(element(##"<path d="M16 0L284 0C"##, in: svg))
        #expect(background.contains(##"L300 200L0 200L0 16C"##), "square bottom corners")
        #expect(background.contains(##"fill="#ffffff""##))
    }

    // A rounded outline drawn in draw(_:) (after APxScabber/Ride-Foodv02's RoundedView).
    final class OutlinedView: View {
        var color = Color.systemBlue
        override func draw(_ rect: CGRect) {
            let path = BezierPath(roundedRect: rect.insetBy(dx: 1, dy: 1), cornerRadius: 8)
            color.setStroke()
            path.lineWidth = 2
            path.stroke()
            let dot = BezierPath(ovalIn: CGRect(x: 10, y: 10, width: 6, height: 6))
            Color.systemRed.setFill()
            dot.fill()
        }
    }

    @Test func whatDrawDrawsIsInThePictureInEachTraitState() throws {
        let view = OutlinedView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let light = render([view])
        let outline = try #require(element(##"<path d="M9 1L91 1C"##, in: light))
        #expect(outline.contains(##"fill="none" stroke="#007aff" stroke-width="2""##))
        #expect(light.contains(##"fill="#ff3b30""##))
        let dark = render([view], dark: true)
        #expect(dark.contains(##"stroke="#0a84ff""##), "system colours resolve for the state drawn")
    }

    // A label with insets (after jack51606/YouBike's PaddingLabel).
    final class PaddingLabel: Label {
        var padding = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        override func drawText(in rect: CGRect) {
            super.drawText(in: rect.inset(by: padding))
        }
    }

    final class SilentLabel: Label {
        override func drawText(in rect: CGRect) {}
    }

    @Test func aLabelDrawsItsTextWhereDrawTextInSaysAndNotAtAllWithoutSuper() {
        let plain = Label(text: "Plain")
        plain.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        let padded = PaddingLabel(text: "Padded")
        padded.frame = CGRect(x: 0, y: 40, width: 200, height: 30)
        let silent = SilentLabel(text: "Silent")
        silent.frame = CGRect(x: 0, y: 80, width: 200, height: 30)
        let svg = render([plain, padded, silent])
        #expect(svg.contains(##"<text x="0""##) && svg.contains(">Plain<"))
        #expect(svg.contains(##"<text x="12""##) && svg.contains(">Padded<"))
        #expect(!svg.contains(">Silent<"))
    }

    // A text field with padding (after bangmd/Tracker-iOS's PaddedTextField).
    final class PaddedTextField: TextField {
        let padding = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
        override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
    }

    @Test func aTextFieldDrawsItsTextAndPlaceholderInItsRectangles() {
        let field = PaddedTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "Typed"
        let empty = PaddedTextField(frame: CGRect(x: 0, y: 50, width: 200, height: 34))
        empty.placeholder = "Hint"
        let svg = render([field, empty])
        #expect(svg.contains(##"<text x="20""##))
        #expect(svg.contains(">Typed<") && svg.contains(">Hint<"))
        #expect(!svg.contains(##"<text x="7""##), "no default padding left")
    }

    // Padding by a left view (after AlexDjSun/suomenanbur's TextField).
    @Test func aLeftViewShowsAsItsModeSaysAndMovesTheText() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "Name"
        field.leftView = View(frame: CGRect(x: 0, y: 0, width: 30, height: 34))
        field.leftViewMode = .always
        #expect(field.textRect(forBounds: field.bounds).minX == 30)
        field.leftViewMode = .whileEditing
        #expect(field.textRect(forBounds: field.bounds).minX == 0, "not editing: not shown")
        field.leftViewMode = .always
        let svg = render([field])
        #expect(svg.contains(##"<text x="30""##))
    }

    @Test func aSecureEntryIsDrawnAsBullets() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "hunter2"
        field.isSecureTextEntry = true
        let svg = render([field])
        #expect(svg.contains(">\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}<"))
        #expect(!svg.contains("hunter2"))
    }

    // A label padded through textRect(forBounds:limitedToNumberOfLines:), as apps pad labels
    // that Auto Layout sizes.
    final class TextRectInsetLabel: Label {
        let insets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let rect = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
            return rect.inset(by: EdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
        }
    }

    @Test func aLabelGrowsByWhatItsTextRectAdds() {
        let plain = Label(text: "Tag").sizeThatFits(.zero)
        let padded = TextRectInsetLabel(text: "Tag")
        #expect(padded.sizeThatFits(.zero) == CGSize(width: plain.width + 16, height: plain.height + 8))
        #expect(padded.intrinsicContentSize == padded.sizeThatFits(.zero))
    }

}
