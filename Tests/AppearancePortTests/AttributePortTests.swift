import AppearancePort
import Testing

/// The Objective-C runtime's attributes: kept for iOS behind `#if canImport(ObjectiveC)`, with
/// `@Styled` on Linux for an appearance property, and nothing else in the file changed.
@Suite struct AttributePortTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let input: String
        let output: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a stored appearance property becomes @Styled on Linux, observers kept once",
            input: """
                class Card: UIView {
                    @objc dynamic var radius: CGFloat = 8 {
                        didSet { setNeedsLayout() }
                    }
                }
                """,
            output: """
                class Card: UIView {
                    #if canImport(ObjectiveC)
                    @objc
                    #else
                    @Styled
                    #endif
                    dynamic var radius: CGFloat = 8 {
                        didSet { setNeedsLayout() }
                    }
                }
                """),
        Case(
            name: "an optional without a value starts nil, as UIKit's does",
            input: """
                class Card: UIView {
                    @objc public dynamic var accent: UIColor?
                }
                """,
            output: """
                class Card: UIView {
                    #if canImport(ObjectiveC)
                    @objc
                    #else
                    @Styled
                    #endif
                    public dynamic var accent: UIColor? = nil
                }
                """),
        Case(
            name: "a computed @objc dynamic property keeps its accessors and gets no wrapper",
            input: """
                class Card: UIView {
                    @objc dynamic var borderTint: UIColor? {
                        get { layer.borderColor.map(UIColor.init(cgColor:)) }
                        set { layer.borderColor = newValue?.cgColor }
                    }
                }
                """,
            output: """
                class Card: UIView {
                    #if canImport(ObjectiveC)
                    @objc
                    #endif
                    dynamic var borderTint: UIColor? {
                        get { layer.borderColor.map(UIColor.init(cgColor:)) }
                        set { layer.borderColor = newValue?.cgColor }
                    }
                }
                """),
        Case(
            name: "a static dynamic property is not an appearance property",
            input: """
                class Card: UIView {
                    @objc static dynamic var count = 0
                }
                """,
            output: """
                class Card: UIView {
                    #if canImport(ObjectiveC)
                    @objc
                    #endif
                    static dynamic var count = 0
                }
                """),
        Case(
            name: "@objc, @objc(Name) and @objcMembers on types and methods, other attributes kept",
            input: """
                /// A card.
                @objc(XYZCard) @objcMembers
                final class Card: UIView {
                    @objc enum Style: Int { case plain, bold }
                    @objc @discardableResult func refresh() -> Bool { true }
                    @IBInspectable var corner: CGFloat = 0
                }
                """,
            output: """
                /// A card.
                #if canImport(ObjectiveC)
                @objc(XYZCard) @objcMembers
                #endif
                final class Card: UIView {
                    #if canImport(ObjectiveC)
                    @objc
                    #endif
                    enum Style: Int { case plain, bold }
                    #if canImport(ObjectiveC)
                    @objc
                    #endif
                    @discardableResult func refresh() -> Bool { true }
                    @IBInspectable var corner: CGFloat = 0
                }
                """),
        Case(
            name: "an outlet compiles on Linux without @IBOutlet",
            input: """
                final class ProfileCell: UITableViewCell {
                    @IBOutlet private weak var nameLabel: UILabel!
                    @IBOutlet var stars: [UIImageView]!
                }
                """,
            output: """
                final class ProfileCell: UITableViewCell {
                    #if canImport(ObjectiveC)
                    @IBOutlet
                    #endif
                    private weak var nameLabel: UILabel!
                    #if canImport(ObjectiveC)
                    @IBOutlet
                    #endif
                    var stars: [UIImageView]!
                }
                """),
    ]

    @Test(arguments: cases)
    func rewrites(_ example: Case) throws {
        let ported = try PortedSource(porting: example.input)
        #expect(ported.text == example.output)
        #expect(ported.notes.isEmpty, "\(ported.notes)")
        let again = try PortedSource(porting: ported.text)
        #expect(!again.changed, "porting a ported file changes nothing:\n\(again.unifiedDiff(path: "Card.swift"))")
    }

    @Test func codeLinuxCompilesAndBranchesForApplePlatformsAreLeftAlone() throws {
        let source = """
            import UIKit

            // @objc in a comment, and "@objc dynamic" in a string.
            final class Card: UIView {
                dynamic var plain = 0
                #if os(iOS)
                @objc dynamic var onlyOnIOS: CGFloat = 0
                #endif
                let label = "@objc"
            }
            """
        let ported = try PortedSource(porting: source)
        #expect(!ported.changed)
        #expect(ported.unifiedDiff(path: "Card.swift").isEmpty)
    }

    @Test func anAttributeSharingItsLineWithOtherCodeIsNotedNotMoved() throws {
        let source = "class Card: UIView { @objc dynamic var radius: CGFloat = 8 }\n"
        let ported = try PortedSource(porting: source)
        #expect(!ported.changed)
        #expect(ported.notes.map(\.line) == [1])
        #expect(ported.notes.first?.message.contains("by hand") == true)
    }

    @Test func anAppearanceMethodIsNotedWithRuleTwo() throws {
        let source = """
            class AvatarView: UIView {
                @objc dynamic func setBadgeImage(_ image: UIImage?, for rank: Int) {}
            }
            """
        let ported = try PortedSource(porting: source)
        #expect(ported.text.contains("#if canImport(ObjectiveC)\n    @objc\n    #endif\n    dynamic func setBadgeImage"))
        #expect(ported.notes.count == 1)
        #expect(ported.notes.first?.line == 2 && ported.notes.first?.message.contains("rule 2") == true)
    }

    @Test func aFileThatIsNotSwiftIsLeftUnchangedWithWhereItBreaks() {
        #expect(throws: PortError.self) { try PortedSource(porting: "class Card: UIView {\n    @objc dynamic var = \n") }
        do {
            _ = try PortedSource(porting: "class Card {\n    func f( {\n}\n")
            Issue.record("expected an error")
        } catch {
            guard case let .notSwift(line, _, message) = error else { return }
            #expect(line == 2 || line == 3, "\(error)")
            #expect(!message.isEmpty)
        }
    }
}
