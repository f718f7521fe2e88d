import AppearanceKit
import Testing

/// A vertical stack view pinned only at its top and sides grows to the height its wrapping
/// labels need at the width it gets, as UIKit's second constraint pass measures it: a title
/// above a long message keeps its own height instead of being squeezed to make room.
@MainActor
@Suite struct WrappingStackViewTests {
    @Test func aStackOfAWrappingLabelDoesNotSqueezeItsTitle() {
        let title = Label(text: "No Downloads")
        title.font = .preferredFont(forTextStyle: .title3)
        let message = Label(text: "Episodes you download appear here, to listen to when you are offline, on the train.")
        message.numberOfLines = 0
        let stack = StackView(arrangedSubviews: [title, message])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        let root = View(frame: CGRect(x: 0, y: 0, width: 240, height: 600))
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        ])
        let window = Window(frame: root.frame)
        window.addSubview(root)
        window.layoutIfNeeded()
        #expect(title.frame.height == title.intrinsicContentSize.height, "the title keeps its height")
        #expect(message.frame.height > title.frame.height * 2, "the message wraps over lines")
        #expect(stack.frame.height == title.frame.height + 8 + message.frame.height)
    }
}
