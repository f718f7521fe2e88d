import AppearancePort
import Testing

/// `addTarget(self, action: #selector(m), for: events)` kept for iOS and turned into
/// `addAction(UIAction { … }, for: events)` for Linux, calling the method with the sender its
/// declaration takes; what cannot be turned is noted at its line.
@Suite struct TargetActionPortTests {
    /// A view whose method `declaration` a `#selector(selector)` names from its initializer.
    static func view(_ declaration: String, selector: String, receiver: String = "button.") -> String {
        """
        final class Row: UIView {
            let button = UIButton()
            override init(frame: CGRect) {
                super.init(frame: frame)
                \(receiver)addTarget(self, action: #selector(\(selector)), for: .touchUpInside)
            }
            \(declaration) {}
        }
        """
    }

    @Test(arguments: [
        ("@objc func save()", "save", "UIAction { [weak self] _ in self?.save() }"),
        ("@objc func save()", "self.save", "UIAction { [weak self] _ in self?.save() }"),
        (
            "@objc private func save(_ sender: UIButton)", "save(_:)",
            "UIAction { [weak self] action in if let sender = action.sender as? UIButton { self?.save(sender) } }"
        ),
        (
            "@objc func save(sender: Any)", "Row.save(sender:)",
            "UIAction { [weak self] action in self?.save(sender: action.sender as Any) }"
        ),
        (
            "@objc func save(_ sender: UIControl?)", "save",
            "UIAction { [weak self] action in self?.save(action.sender as? UIControl) }"
        ),
    ])
    func aSelectorBecomesAnActionCallingTheSameMethod(declaration: String, selector: String, handler: String) throws {
        let ported = try PortedSource(porting: Self.view(declaration, selector: selector))
        let expected = """
                    #if canImport(ObjectiveC)
                    button.addTarget(self, action: #selector(\(selector)), for: .touchUpInside)
                    #else
                    button.addAction(\(handler), for: .touchUpInside)
                    #endif
            """
        #expect(ported.text.contains(expected), "\(ported.text)")
        #expect(ported.notes.isEmpty, "\(ported.notes)")
        #expect(try !PortedSource(porting: ported.text).changed, "porting twice changes nothing")
    }

    @Test func aControlsOwnTargetKeepsItsImplicitReceiver() throws {
        let ported = try PortedSource(porting: Self.view("@objc func save()", selector: "save", receiver: ""))
        #expect(ported.text.contains("        addAction(UIAction { [weak self] _ in self?.save() }, for: .touchUpInside)\n"))
    }

    @Test(arguments: [
        ("@objc func save(_ sender: UIButton, event: UIEvent)", "save(_:event:)", "takes the event too"),
        ("@objc func load()", "save", "no method of that name"),
        ("@objc func save()", "getter: isEnabled", "does not name a method"),
    ])
    func whatCannotBeTurnedIsNotedAtItsLine(declaration: String, selector: String, reason: String) throws {
        let ported = try PortedSource(porting: Self.view(declaration, selector: selector))
        #expect(!ported.text.contains("addAction"))
        #expect(ported.notes.count == 1)
        #expect(ported.notes.first?.line == 5, "\(ported.notes)")
        #expect(ported.notes.first?.message.contains(reason) == true, "\(ported.notes)")
    }

    @Test func anotherTargetIsNoted() throws {
        let source = """
            func wire(_ button: UIButton, to model: Model) {
                button.addTarget(model, action: #selector(Model.refresh), for: .touchUpInside)
            }
            """
        let ported = try PortedSource(porting: source)
        #expect(!ported.changed)
        #expect(ported.notes.map(\.line) == [2])
        #expect(ported.notes.first?.message.contains("other than `self`") == true)
    }

    @Test func selectorsOutsideTargetActionAndOtherRuntimeOnlyCodeAreNoted() throws {
        let source = """
            @objc protocol Listener {
                @objc optional func didChange()
            }
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    let tap = UITapGestureRecognizer(target: self, action: #selector(close))
                    view.addGestureRecognizer(tap)
                    NotificationCenter.default.addObserver(self, selector: #selector(close), name: .init("x"), object: nil)
                    observe(#keyPath(view.backgroundColor))
                }
                @objc func close() {}
            }
            """
        let ported = try PortedSource(porting: source)
        #expect(ported.notes.map(\.line) == [2, 6, 8, 9], "\(ported.notes)")
        #expect(ported.notes[0].message.contains("optional protocol requirements"))
        #expect(ported.notes[1].message.contains("#selector(close)"))
        #expect(ported.notes[3].message.contains("#keyPath"))
    }
}
