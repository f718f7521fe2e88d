import AppearanceKit
import Testing

/// The kit's view classes. Proxies are global state, so every suite of these tests is nested
/// here and runs one test at a time; each test starts with `Appearance.reset()`.
@MainActor
@Suite(.serialized) struct KitControlTests {
    @MainActor
    @Suite struct LabelTests {
        @Test func proxyValuesApplyWhenTheLabelEntersAWindow() {
            Appearance.reset()
            Label.appearance().textColor = .red
            Label.appearance().font = .boldSystemFont(ofSize: 20)
            Label.appearance().textAlignment = .center
            Label.appearance().numberOfLines = 0
            Label.appearance().shadowColor = .black
            Label.appearance().highlightedTextColor = .white
            Label.appearance().adjustsFontForContentSizeCategory = true
            let label = Label(text: "Hello")
            #expect(label.textColor == nil, "views outside windows get no values")
            let window = Window()
            window.addSubview(label)
            #expect(label.text == "Hello")
            #expect(label.textColor == .red)
            #expect(label.font == .boldSystemFont(ofSize: 20))
            #expect(label.textAlignment == .center)
            #expect(label.numberOfLines == 0)
            #expect(label.shadowColor == .black)
            #expect(label.highlightedTextColor == .white)
            #expect(label.adjustsFontForContentSizeCategory)
        }

        @Test func defaultsAreUIKits() {
            Appearance.reset()
            let label = Label()
            #expect(label.text == nil)
            #expect(label.font == .systemFont(ofSize: 17))
            #expect(label.textColor == nil)
            #expect(label.effectiveTextColor == .label)
            #expect(label.textAlignment == .natural)
            #expect(label.numberOfLines == 1)
            #expect(label.shadowColor == nil)
            #expect(label.highlightedTextColor == nil)
            #expect(!label.adjustsFontForContentSizeCategory)
        }

        @Test func explicitValuesWinOverProxies() {
            Appearance.reset()
            Label.appearance().textColor = .red
            Label.appearance().numberOfLines = 3
            let label = Label()
            label.textColor = .green
            let window = Window()
            window.addSubview(label)
            #expect(label.textColor == .green)
            #expect(label.numberOfLines == 3)
        }

        @Test func viewPropertiesApplyToLabels() {
            Appearance.reset()
            View.appearance(whenContainedInInstancesOf: [StackView.self])[\.layer.borderWidth] = 2
            View.appearance(whenContainedInInstancesOf: [StackView.self]).backgroundColor = .yellow
            let label = Label()
            let stack = StackView(arrangedSubviews: [label])
            let window = Window()
            window.addSubview(stack)
            #expect(label.layer.borderWidth == 2)
            #expect(label.backgroundColor == .yellow)
            #expect(stack.backgroundColor == nil)
        }
    }

    @MainActor
    @Suite struct ControlTests {
        @Test func stateFollowsTheFlags() {
            Appearance.reset()
            let control = Control()
            #expect(control.state == .normal)
            control.isHighlighted = true
            #expect(control.state == .highlighted)
            control.isSelected = true
            control.isEnabled = false
            #expect(control.state == [.highlighted, .selected, .disabled])
            control.isHighlighted = false
            #expect(control.state == [.selected, .disabled])
        }
    }

    @MainActor
    @Suite struct ImageViewTests {
        @Test func showsItsImageOrTheHighlightedOne() {
            Appearance.reset()
            let view = ImageView(image: Image(named: "photo"), highlightedImage: Image(named: "photo-hi"))
            #expect(view.currentImage == Image(named: "photo"))
            view.isHighlighted = true
            #expect(view.currentImage == Image(named: "photo-hi"))
            view.highlightedImage = nil
            #expect(view.currentImage == Image(named: "photo"))
            #expect(view.contentMode == .scaleToFill)
            view.contentMode = .scaleAspectFit
            #expect(view.contentMode == .scaleAspectFit)
        }

        @Test func viewAndLayerValuesApplyInAWindow() {
            Appearance.reset()
            ImageView.appearance()[\.layer.cornerRadius] = 12
            ImageView.appearance().tintColor = .systemPink
            View.appearance()[\.layer.cornerRadius] = 3
            let image = ImageView()
            let plain = View()
            let window = Window()
            window.addSubview(image)
            window.addSubview(plain)
            #expect(image.layer.cornerRadius == 12)
            #expect(image.tintColor == .systemPink)
            #expect(plain.layer.cornerRadius == 3)
        }
    }

    @MainActor
    @Suite struct EnumTests {
        @Test func textAlignmentAndContentModeNamesRoundTrip() {
            for alignment in TextAlignment.allCases {
                #expect(TextAlignment(rawValue: alignment.description) == alignment)
            }
            for mode in ContentMode.allCases {
                #expect(ContentMode(rawValue: mode.description) == mode)
            }
            #expect(TextAlignment.allCases.map(\.rawValue) == ["left", "center", "right", "justified", "natural"])
            #expect(ContentMode(rawValue: "scaleAspectFill") == .scaleAspectFill)
        }
    }
}
