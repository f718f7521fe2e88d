import AppearanceKit
import Testing

extension KitControlTests {
    @MainActor
    @Suite struct StackViewTests {
        @Test func arrangedSubviewsAreSubviews() {
            Appearance.reset()
            let a = Label(text: "a"), b = Label(text: "b"), c = View()
            let stack = StackView(arrangedSubviews: [a, b])
            #expect(stack.arrangedSubviews.count == 2)
            #expect(stack.subviews.count == 2)
            #expect(a.superview === stack)
            stack.addArrangedSubview(c)
            #expect(stack.arrangedSubviews.last === c)
            stack.removeArrangedSubview(a)
            #expect(!stack.arrangedSubviews.contains { $0 === a })
            #expect(a.superview === stack, "removeArrangedSubview keeps the subview")
            b.removeFromSuperview()
            #expect(stack.arrangedSubviews.count == 1, "a subview that leaves is no longer arranged")
            stack.insertArrangedSubview(a, at: 0)
            #expect(stack.arrangedSubviews.first === a)
            #expect(stack.subviews.count == 2)
        }

        @Test func layoutEnumsAreNotStyled() {
            Appearance.reset()
            let stack = StackView()
            #expect(stack.axis == .horizontal)
            #expect(stack.alignment == .fill)
            #expect(stack.distribution == .fill)
            stack.axis = .vertical
            stack.alignment = .firstBaseline
            stack.distribution = .equalCentering
            #expect(StackView.Axis(rawValue: "vertical") == .vertical)
            #expect(StackView.Distribution.allCases.count == 5)
            #expect(StackView.Alignment.allCases.count == 7)
        }

        @Test func spacingAndMarginsApplyInAWindow() {
            Appearance.reset()
            StackView.appearance().spacing = 12
            StackView.appearance().layoutMargins = EdgeInsets(all: 16)
            StackView.appearance().isLayoutMarginsRelativeArrangement = true
            let stack = StackView()
            let explicit = StackView()
            explicit.spacing = 4
            let window = Window()
            window.addSubview(stack)
            window.addSubview(explicit)
            #expect(stack.spacing == 12)
            #expect(stack.layoutMargins == EdgeInsets(all: 16))
            #expect(stack.isLayoutMarginsRelativeArrangement)
            #expect(explicit.spacing == 4)
        }

        @Test func arrangedSubviewsAddedInAWindowAreStyledAsContained() {
            Appearance.reset()
            Label.appearance(whenContainedInInstancesOf: [StackView.self]).textColor = .purple
            let stack = StackView()
            let window = Window()
            window.addSubview(stack)
            let label = Label()
            stack.addArrangedSubview(label)
            #expect(label.textColor == .purple)
        }
    }
}
