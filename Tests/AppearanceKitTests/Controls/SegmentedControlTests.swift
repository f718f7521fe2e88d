import AppearanceKit
import Testing

extension KitControlTests {
    @MainActor
    @Suite struct SegmentedControlTests {
        @Test func segmentsAndSelection() {
            Appearance.reset()
            let control = SegmentedControl(items: ["All", "Unread"])
            #expect(control.numberOfSegments == 2)
            #expect(control.titleForSegment(at: 1) == "Unread")
            #expect(control.titleForSegment(at: 5) == nil)
            #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
            control.selectedSegmentIndex = 1
            control.insertSegment(withTitle: "Flagged", at: 0, animated: false)
            #expect(control.selectedSegmentIndex == 2)
            #expect(control.titleForSegment(at: 0) == "Flagged")
            control.removeSegment(at: 2, animated: false)
            #expect(control.selectedSegmentIndex == -1)
            control.removeAllSegments()
            #expect(control.numberOfSegments == 0)
        }

        @Test func tintAndPerStateTitleAttributesApply() {
            Appearance.reset()
            let white: [NSAttributedString.Key: Any] = [.foregroundColor: Color.white]
            let gray: [NSAttributedString.Key: Any] = [.foregroundColor: Color.gray]
            SegmentedControl.appearance().selectedSegmentTintColor = .systemIndigo
            SegmentedControl.appearance().setTitleTextAttributes(gray, for: .normal)
            SegmentedControl.appearance().setTitleTextAttributes(white, for: .selected)
            let control = SegmentedControl(items: ["A", "B"])
            let window = Window()
            window.addSubview(control)
            #expect(control.selectedSegmentTintColor == .systemIndigo)
            #expect(TextAttributes.equivalent(control.titleTextAttributes(for: .normal), gray))
            #expect(TextAttributes.equivalent(control.titleTextAttributes(for: .selected), white))
            #expect(TextAttributes.equivalent(control.titleTextAttributes(for: .highlighted), gray))
            #expect(TextAttributes.equivalent(SegmentedControl.appearance().titleTextAttributes(for: .selected), white))
            #expect(SegmentedControl.appearance().titleTextAttributes(for: .disabled) == nil)
        }

        @Test func backgroundImagesApplyPerStateAndMetrics() {
            Appearance.reset()
            SegmentedControl.appearance().setBackgroundImage(Image(named: "bg"), for: .normal, barMetrics: .default)
            SegmentedControl.appearance().setBackgroundImage(Image(named: "bg-compact-selected"), for: .selected, barMetrics: .compact)
            let control = SegmentedControl(items: ["A"])
            control.setBackgroundImage(Image(named: "mine"), for: .selected, barMetrics: .default)
            let window = Window()
            window.addSubview(control)
            #expect(control.backgroundImage(for: .normal, barMetrics: .default) == Image(named: "bg"))
            #expect(control.backgroundImage(for: .normal, barMetrics: .compact) == nil)
            #expect(control.backgroundImage(for: .selected, barMetrics: .compact) == Image(named: "bg-compact-selected"))
            #expect(control.backgroundImage(for: .selected, barMetrics: .default) == Image(named: "mine"))
            #expect(control.backgroundImages.isExplicit(StateAndMetrics(.selected, .default)))
            #expect(
                SegmentedControl.appearance().backgroundImage(for: .selected, barMetrics: .compact) == Image(named: "bg-compact-selected"))
            #expect(SegmentedControl.appearance().backgroundImage(for: .selected, barMetrics: .default) == nil)
        }

        @Test func dividerImagesApplyPerPairOfStates() {
            Appearance.reset()
            let proxy = SegmentedControl.appearance()
            proxy.setDividerImage(Image(named: "div"), forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
            proxy.setDividerImage(Image(named: "div-sel"), forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default)
            let control = SegmentedControl(items: ["A", "B"])
            let window = Window()
            window.addSubview(control)
            #expect(
                control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default) == Image(named: "div"))
            #expect(
                control.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default)
                    == Image(named: "div-sel"))
            #expect(control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default) == nil)
            #expect(control.dividerImages[DividerKey(left: .selected, right: .normal)] == Image(named: "div-sel"))
            #expect(
                proxy.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default)
                    == Image(named: "div-sel"))
            #expect(proxy.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .compact) == nil)
        }
    }
}
