import AppearanceAudit
import AppearancePreview
import AppearanceThemes
import Testing

/// Contrast as the audit measures it: WCAG 2.x ratios of what is drawn, alpha composited, at
/// the level's thresholds for text, large text and control parts.
@MainActor
@Suite struct ContrastTests {
    /// Text colours on white with their published WCAG ratios (cut to two decimals) and
    /// whether AA body text passes.
    @Test(arguments: [
        ("#767676", 4.54, true), ("#777777", 4.47, false), ("#000000", 21, true), ("#949494", 3.03, false),
        ("#595959", 7, true),
    ])
    func textOnWhiteHasThePublishedRatio(hex: String, ratio: Double, passesAA: Bool) throws {
        let report = try AuditFixtures.audit(
            screens: [AuditFixtures.screen { [AuditFixtures.label(color: Color(hex: hex)!)] }],
            themes: [.swift("plain") { View.appearance().backgroundColor = .white }], level: .aaa)
        let finding = report.violations.first { $0.view == "title" }
        // At AAA everything under 7 fails, so each ratio is reported.
        if ratio < 7 {
            let found = try #require(finding)
            #expect(found.ratio == ratio)
            #expect(found.required == 7)
            #expect(found.message.contains("\(ratio):1"))
        }
        let aa = try AuditFixtures.audit(
            screens: [AuditFixtures.screen { [AuditFixtures.label(color: Color(hex: hex)!)] }],
            themes: [.swift("plain") { View.appearance().backgroundColor = .white }])
        #expect(aa.violations.contains { $0.view == "title" } == !passesAA)
    }

    /// WCAG's large text (18pt, 14pt bold, in CSS pixels) needs 3:1 at AA and 4.5:1 at AAA.
    @Test(arguments: [
        (Font.systemFont(ofSize: 17), ContrastLevel.aa, 4.5), (.systemFont(ofSize: 24), .aa, 3),
        (.systemFont(ofSize: 19, weight: .bold), .aa, 3), (.systemFont(ofSize: 19, weight: .semibold), .aa, 4.5),
        (.systemFont(ofSize: 17), .aaa, 7), (.systemFont(ofSize: 30), .aaa, 4.5),
    ])
    func largeTextNeedsLess(font: Font, level: ContrastLevel, required: Double) {
        #expect(level.requiredRatio(forTextIn: font) == required)
        #expect(level.requiredNonTextRatio == 3)
    }

    /// Grey #8A8A8A on white (3.45:1) fails as body text, but passes as large text at 24 points.
    @Test func largeTextPassesAtThreeToOne() throws {
        let report = try AuditFixtures.audit(
            screens: [
                AuditFixtures.screen {
                    [AuditFixtures.label("Big", font: .systemFont(ofSize: 24), color: Color(hex: "#8A8A8A")!)]
                }
            ],
            themes: [.swift("plain") { View.appearance().backgroundColor = .white }])
        #expect(report.violations.isEmpty, "\(report.text())")
    }

    /// A translucent text colour is drawn over what is under it: black at 50% on white is #808080.
    @Test func translucentTextIsCompositedOverItsBackground() throws {
        let report = try AuditFixtures.audit(
            screens: [AuditFixtures.screen { [AuditFixtures.label(color: Color.black.withAlphaComponent(0.5))] }],
            themes: [.swift("plain") { View.appearance().backgroundColor = .white }])
        let finding = try #require(report.violations.first)
        #expect(finding.foreground == "#808080")
        #expect(finding.background == "#ffffff")
        #expect(finding.ratio == 3.97)
    }

    /// A translucent background is composited over the fills under it, through every ancestor:
    /// white text on black at 50% over a white window reads as white on #808080.
    @Test func translucentBackgroundsAreCompositedThroughAncestors() throws {
        let screen = AuditFixtures.screen {
            let label = AuditFixtures.label(color: .white)
            label.backgroundColor = Color.black.withAlphaComponent(0.5)
            return [label]
        }
        let report = try AuditFixtures.audit(
            screens: [screen], themes: [.swift("plain") { Window.appearance().backgroundColor = .white }])
        let finding = try #require(report.violations.first)
        #expect(finding.background == "#808080")
        #expect(finding.ratio == 3.97)
        #expect(finding.backgroundOrigin?.kind == .explicitValue)
        #expect(finding.backgroundOrigin?.property == "Label.backgroundColor")
    }

    /// A view's alpha fades what it draws: black text in a view at 50% alpha on white.
    @Test func aViewsAlphaFadesItsText() throws {
        let screen = AuditFixtures.screen {
            let label = AuditFixtures.label(color: .black)
            label.alpha = 0.5
            return [label]
        }
        let report = try AuditFixtures.audit(
            screens: [screen], themes: [.swift("plain") { Window.appearance().backgroundColor = .white }])
        #expect(try #require(report.violations.first).foreground == "#808080")
    }

    /// Parts of controls that show a state need 3:1 against what they stand on (WCAG 1.4.11):
    /// a pale switch track fails, a dark one passes; an off switch shows no on tint.
    @Test(arguments: [("#E0E0E0", true, true), ("#1A7F37", true, false), ("#E0E0E0", false, false)])
    func aSwitchsOnTintNeedsThreeToOne(tint: String, isOn: Bool, fails: Bool) throws {
        let screen = AuditFixtures.screen {
            let control = Switch()
            control.isOn = isOn
            control.accessibilityIdentifier = "toggle"
            return [control]
        }
        let report = try AuditFixtures.audit(
            screens: [screen],
            themes: [
                .swift("plain") {
                    View.appearance().backgroundColor = .white
                    Switch.appearance().onTintColor = Color(hex: tint)!
                }
            ])
        let finding = report.violations.first { $0.kind == .nonTextContrast }
        #expect((finding != nil) == fails, "\(report.text())")
        if let finding {
            #expect(finding.view == "toggle")
            #expect(finding.subject == "on tint")
            #expect(finding.required == 3)
            #expect(finding.foregroundOrigin?.proxy == "Switch.appearance()")
            #expect(finding.foregroundOrigin?.property == "Switch.onTintColor")
        }
    }

    /// Text a disabled control draws has no contrast requirement (WCAG 1.4.3's exception).
    @Test func disabledControlsAreNotChecked() throws {
        let screen = AuditFixtures.screen {
            let button = Button(type: .system)
            button.setTitle("Send", for: .normal)
            button.setTitleColor(Color(hex: "#DDDDDD"), for: .normal)
            button.setTitleColor(Color(hex: "#DDDDDD"), for: .disabled)
            button.accessibilityIdentifier = "send"
            button.isEnabled = false
            return [button]
        }
        let report = try AuditFixtures.audit(
            screens: [screen], themes: [.swift("plain") { View.appearance().backgroundColor = .white }])
        #expect(report.violations.isEmpty, "\(report.text())")
    }
}

/// The parts of controls WCAG 1.4.11 asks 3:1 of, each failing when its colour is pale on
/// white and passing when dark.
@MainActor
@Suite struct NonTextContrastTests {
    /// A screen of one control named `control`.
    static func screen(_ make: @escaping @MainActor @Sendable () -> View) -> PreviewScreen {
        AuditFixtures.screen {
            let view = make()
            view.accessibilityIdentifier = "control"
            return [view]
        }
    }

    static let cases: [(part: String, screen: PreviewScreen, theme: @MainActor @Sendable (Color) -> Void)] = [
        (
            "minimum track",
            screen {
                let slider = Slider(); slider.value = 0.5; return slider
            },
            { Slider.appearance().minimumTrackTintColor = $0 }
        ),
        (
            "current page",
            screen {
                let pages = PageControl(); pages.numberOfPages = 3; return pages
            },
            { PageControl.appearance().currentPageIndicatorTintColor = $0 }
        ),
        (
            "selected segment",
            screen {
                let control = SegmentedControl(items: ["A", "B"]); control.selectedSegmentIndex = 0; return control
            },
            { SegmentedControl.appearance().selectedSegmentTintColor = $0 }
        ),
        (
            "border",
            screen {
                let field = TextField(); field.text = "Ada"; return field
            },
            {
                TextField.appearance().layer.borderColor = $0.cgColor; TextField.appearance().layer.borderWidth = 1
            }
        ),
    ]

    @Test(arguments: 0..<4)
    func paleFailsAndDarkPasses(index: Int) throws {
        let (part, screen, style) = Self.cases[index]
        for (hex, fails) in [("#E5E5EA", true), ("#3A3A3C", false)] {
            let report = try AuditFixtures.audit(
                screens: [screen],
                themes: [
                    .swift("parts") {
                        View.appearance().backgroundColor = .white
                        style(Color(hex: hex)!)
                    }
                ])
            let finding = report.violations.first { $0.kind == .nonTextContrast && $0.subject == part }
            #expect((finding != nil) == fails, "\(part) in \(hex): \(report.text())")
            if let finding {
                #expect(finding.required == 3)
                #expect(finding.foregroundOrigin?.kind == .rule)
            }
        }
    }
}

/// An app's own trait as a matrix dimension.
enum AuditedSettingsTrait: TraitDefinition {
    static let defaultValue = false
    static let name = "inSettings"
}

@MainActor
@Suite struct CustomTraitMatrixTests {
    @Test func anAppsRegisteredTraitIsADimension() throws {
        ThemeTraits.register(AuditedSettingsTrait.self)
        defer { ThemeTraits.unregister(AuditedSettingsTrait.self) }
        let matrix = try TraitMatrix(parsing: ["style=light", "inSettings=false,true"])
        #expect(matrix.states.map(\.description) == ["style=light inSettings=false", "style=light inSettings=true"])
        #expect(matrix.states[1].traits[AuditedSettingsTrait.self] == true)
        // A rule for the trait applies only in its state.
        let report = try AuditFixtures.audit(
            screens: [ThemeAuditTests.card],
            themes: [
                .swift("settings") {
                    View.appearance().backgroundColor = .white
                    Label.appearance().textColor = .black
                    var traits = TraitCollection()
                    traits[AuditedSettingsTrait.self] = true
                    Label.appearance(for: traits).textColor = Color(hex: "#CCCCCC")
                }
            ],
            matrix: ["style=light", "inSettings=false,true"])
        #expect(report.violations.map(\.state) == ["style=light inSettings=true"])
    }
}
