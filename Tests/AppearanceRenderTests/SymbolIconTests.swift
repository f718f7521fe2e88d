import AppearanceRender
import Testing

/// The SF Symbol names apps use most are drawn, and an unknown name is a labelled box (#45).
@MainActor
@Suite struct SymbolIconTests {
    private func render(_ image: Image?) -> String {
        Appearance.reset()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let view = ImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        window.addSubview(view)
        return SVGRenderer().render(window)
    }

    @Test(arguments: [
        "chevron.down", "chevron.forward", "arrow.clockwise", "person.fill", "person.circle.fill", "gearshape.fill",
        "bell.fill", "bookmark", "calendar", "clock", "camera", "pencil", "square.and.pencil", "trash.fill",
        "checkmark.circle.fill", "xmark.circle.fill", "plus.circle.fill", "exclamationmark.triangle", "eye.slash",
        "lock.fill", "envelope.fill", "phone", "message", "paperplane", "cart", "location", "mappin", "link",
        "doc.text", "folder", "play.fill", "pause.fill", "line.3.horizontal", "slider.horizontal.3",
        "square.grid.2x2", "moon.fill", "flag", "tag", "cloud", "bolt", "mic", "creditcard", "ellipsis.circle",
    ])
    func commonSymbolsAreDrawn(name: String) throws {
        let icon = try #require(VectorIcon.named(name))
        #expect(!icon.paths.isEmpty)
        #expect(!render(Image(systemName: name)).contains("symbol-placeholder"))
    }

    @Test func theLibraryKnowsOverAHundredNames() {
        #expect(VectorIcon.names.count >= 110)
    }

    @Test func aCutOutSymbolIsFilledEvenOdd() {
        #expect(render(Image(systemName: "checkmark.circle.fill")).contains("fill-rule=\"evenodd\""))
        #expect(!render(Image(systemName: "star.fill")).contains("fill-rule"), "plain filled icons are unchanged")
    }

    @Test func anUnknownSymbolIsALabelledBox() {
        let svg = render(Image(systemName: "airplane.circle"))
        #expect(svg.contains("data-role=\"symbol-placeholder\""))
        #expect(svg.contains("<title>airplane.circle</title>"))
        #expect(svg.contains(">A</text>"))
        #expect(VectorIcon.symbolPlaceholderLabel(for: "42.circle") == "4")
        #expect(VectorIcon.symbolPlaceholderLabel(for: ".") == "?")
    }

    @Test func anUnknownAssetKeepsThePicturePlaceholder() {
        let svg = render(Image(named: "Banner"))
        #expect(svg.contains("M3 21L21 3"))
        #expect(!svg.contains("symbol-placeholder"))
    }
}
