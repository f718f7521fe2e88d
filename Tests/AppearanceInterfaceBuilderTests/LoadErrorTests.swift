import AppearanceInterfaceBuilder
import AppearanceKit
import Foundation
import Testing

@MainActor
@Suite struct LoadErrorTests {
    @Test func malformedXMLNamesItsLineAndColumn() throws {
        let error = try #require(throws: InterfaceBuilderError.self) { try Nib(contentsOf: Fixtures.url("Malformed.xib")) }
        #expect(error.code == .malformedXML)
        #expect(error.line == 5)
        #expect(error.column != nil)
        #expect(error.description.hasPrefix(Fixtures.url("Malformed.xib").path + ":5:"))
        #expect(error.description.contains("error: the XML is not well formed"))
    }

    @Test func aMissingFileIsUnreadable() throws {
        let error = try #require(throws: InterfaceBuilderError.self) { try Storyboard(contentsOf: Fixtures.url("Nope.storyboard")) }
        #expect(error.code == .unreadableFile)
    }

    @Test func anotherRootOrDocumentTypeIsRefusedSayingWhatItIs() throws {
        let plist = try Fixtures.temporaryFile(named: "Info.xib", "<?xml version=\"1.0\"?>\n<plist><dict/></plist>\n")
        let notIB = try #require(throws: InterfaceBuilderError.self) { try Nib(contentsOf: plist) }
        #expect(notIB.code == .notInterfaceBuilder && notIB.line == 2)
        #expect(notIB.message.contains("<plist>"))
        let asNib = try #require(throws: InterfaceBuilderError.self) { try Nib(contentsOf: Fixtures.url("Main.storyboard")) }
        #expect(asNib.code == .notInterfaceBuilder)
        #expect(asNib.message.contains("load it with Storyboard"))
    }

    @Test func entityDeclarationsAreRefusedBeforeParsing() throws {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n <!ENTITY a \"aaaaaaaaaa\">\n"
        for level in 1..<10 {
            text +=
                " <!ENTITY \(Character(UnicodeScalar(97 + level)!)) \""
                + String(repeating: "&\(Character(UnicodeScalar(96 + level)!));", count: 10) + "\">\n"
        }
        text += "]>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><label text=\"&j;\"/></objects></document>\n"
        let url = try Fixtures.temporaryFile(named: "Laughs.xib", text)
        let error = try #require(throws: InterfaceBuilderError.self) { try Nib(contentsOf: url) }
        #expect(error.code == .entitiesNotAllowed)
        #expect(error.line == 3 && error.column == 2)
    }

    @Test func deepNestingStopsAtTheLimitWithoutCrashing() throws {
        let url = try nestedXIB(depth: 5_000)
        let error = try #require(throws: InterfaceBuilderError.self) { try Nib(contentsOf: url) }
        #expect(error.code == .tooLarge)
    }

    @Test func nestingWithinTheLimitLoads() throws {
        let depth = 100
        let url = try nestedXIB(depth: depth)
        let objects = try Nib(contentsOf: url).instantiate(withOwner: nil)
        var view = try #require(objects.first as? View)
        var levels = 1
        while let next = view.subviews.first {
            view = next
            levels += 1
        }
        #expect(levels == depth)
    }

    /// A XIB of `depth` views, each the only subview of the one before.
    private func nestedXIB(depth: Int) throws -> URL {
        let text =
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
            + String(repeating: "<view><subviews>", count: depth) + String(repeating: "</subviews></view>", count: depth)
            + "</objects></document>"
        return try Fixtures.temporaryFile(named: "Nested.xib", text)
    }
}
