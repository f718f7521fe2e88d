import AppearanceKit
import Testing

@Suite struct ImageTests {
    @Test func namedImageDefaults() {
        let image = Image(named: "star")
        #expect(image.name == "star")
        #expect(image.renderingMode == .automatic)
        #expect(image.tintColor == nil)
        #expect(image.description == "star")
    }

    @Test func systemNameStoresTheSameName() {
        #expect(Image(systemName: "star").name == "star")
        #expect(Image(systemName: "star") == Image(named: "star"))
    }

    @Test(arguments: Image.RenderingMode.allCases)
    func withRenderingMode(mode: Image.RenderingMode) {
        let image = Image(named: "star").withRenderingMode(mode)
        #expect(image.renderingMode == mode)
        #expect(image.name == "star")
        #expect(Image.RenderingMode(rawValue: mode.rawValue) == mode)
        #expect(mode.description == mode.rawValue)
    }

    @Test func renderingModeRawValues() {
        #expect(Image.RenderingMode.allCases.map(\.rawValue) == ["automatic", "alwaysOriginal", "alwaysTemplate"])
    }

    @Test func withTintColor() {
        let tinted = Image(named: "star").withTintColor(.systemBlue)
        #expect(tinted.tintColor == Color.systemBlue)
        #expect(tinted.renderingMode == .automatic)
        #expect(tinted.withTintColor(nil) == Image(named: "star"))
        let template = Image(named: "star").withTintColor(.red, renderingMode: .alwaysTemplate)
        #expect(template.tintColor == Color.red)
        #expect(template.renderingMode == .alwaysTemplate)
    }

    @Test func equalityAndHashingUseEveryField() {
        let plain = Image(named: "star")
        let images: Set<Image> = [
            plain,
            Image(named: "star"),
            Image(named: "heart"),
            plain.withRenderingMode(.alwaysTemplate),
            plain.withTintColor(.red),
            plain.withTintColor(.blue),
            plain.withTintColor(.red).withRenderingMode(.alwaysTemplate),
        ]
        #expect(images.count == 6)
    }

    @Test func description() {
        #expect(Image(named: "star").withRenderingMode(.alwaysTemplate).withTintColor(.systemBlue).description
            == "star (alwaysTemplate, tint systemBlue)")
        #expect(Image(named: "star").withTintColor(.red).description == "star (tint #ff0000)")
    }
}
