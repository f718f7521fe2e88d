import AppearanceKit
import Foundation
import Testing

/// The proxy's members for the kit's appearance properties (#32): `Self.appearance().barTintColor`
/// in a class method traps when the property is reached through dynamic member lookup (the
/// key path's root is the dynamic `Self`, which the runtime cannot instantiate:
/// swiftlang/swift#66795). A member declared on the proxy forms its key path inside the kit's
/// generic extension instead, where the root is a generic parameter, which works.
///
/// `Sources/AppearanceKit/Catalog/AppearanceProxy+KitMembers.swift` holds one member per
/// property the kit's catalog registers under its Swift name; this test makes it from the
/// catalog and fails when the file differs. `APPEARANCE_REGENERATE=1 swift test --filter
/// ProxyMembersTests` writes it.
@MainActor
@Suite struct ProxyMembersTests {
    static let kitSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/AppearanceKit")
    static let generatedFile = kitSources.appendingPathComponent("Catalog/AppearanceProxy+KitMembers.swift")

    @Test func theProxyHasAMemberForEveryKitPropertyAndTheFileIsCurrent() throws {
        let expected = try Self.generate()
        if ProcessInfo.processInfo.environment["APPEARANCE_REGENERATE"] == "1" {
            try expected.write(to: Self.generatedFile, atomically: true, encoding: .utf8)
        }
        let current = try String(contentsOf: Self.generatedFile, encoding: .utf8)
        #expect(current == expected, "the kit's catalog changed: run APPEARANCE_REGENERATE=1 swift test --filter ProxyMembersTests")
    }

    /// `(class, property)` for every `register("name", \Class.name)` of the kit's catalog files,
    /// in order, without the properties the kit's own proxy extensions already declare.
    static func registrations() throws -> [(type: String, name: String)] {
        let catalogFolder = kitSources.appendingPathComponent("Catalog")
        let files = try FileManager.default.contentsOfDirectory(atPath: catalogFolder.path)
            .filter { $0.hasPrefix("KitCatalog") }.sorted()
        let pattern = try Regex(#"register\("(\w+)", \\(\w+)\.(\w+)\)"#)
        var result: [(String, String)] = []
        for file in files {
            let text = try String(contentsOf: catalogFolder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: pattern) {
                guard let name = match.output[1].substring, let type = match.output[2].substring,
                    let property = match.output[3].substring, name == property
                else { continue }
                if !result.contains(where: { $0 == (String(type), String(name)) }) {
                    result.append((String(type), String(name)))
                }
            }
        }
        let declared = try declaredProxyMembers()
        return result.filter { !declared.contains("\($0.0).\($0.1)") }
    }

    /// `Class.member` for each property the kit's hand-written proxy extensions declare.
    static func declaredProxyMembers() throws -> Set<String> {
        var declared = Set<String>()
        let header = try Regex(#"extension AppearanceProxy where Target: (\w+) \{"#)
        let member = try Regex(#"\n    public var (\w+):"#)
        let enumerator = FileManager.default.enumerator(atPath: kitSources.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.hasSuffix("AppearanceProxy+KitMembers.swift") else { continue }
            let text = try String(contentsOf: kitSources.appendingPathComponent(path), encoding: .utf8)
            for extensionMatch in text.matches(of: header) {
                guard let type = extensionMatch.output[1].substring else { continue }
                let body = text[extensionMatch.range.upperBound...]
                let end = body.range(of: "\n}")?.lowerBound ?? body.endIndex
                for memberMatch in body[..<end].matches(of: member) {
                    if let name = memberMatch.output[1].substring { declared.insert("\(type).\(name)") }
                }
            }
        }
        return declared
    }

    /// The file's text.
    static func generate() throws -> String {
        let catalog = AppearanceCatalog.shared
        catalog.registerKit()
        var groups: [(type: String, members: [String])] = []
        let registered = try registrations()
        for (typeName, name) in registered {
            let type = try #require(catalog.type(named: typeName), "\(typeName) is not in the catalog")
            // A member on a superclass's extension serves its subclasses; a second one would be
            // ambiguous.
            var ancestor = type.supertype
            var inherited = false
            while let current = ancestor {
                if registered.contains(where: { $0 == (current.name, name) }) { inherited = true }
                ancestor = current.supertype
            }
            if inherited { continue }
            let descriptor = try #require(catalog.property(named: name, of: type), "\(typeName).\(name)")
            let spelled = spell(String(reflecting: descriptor.valueType))
            let isOptional = spelled.hasSuffix("?")
            let memberType = isOptional ? spelled : spelled + "?"
            let getter = isOptional ? "self[\\.\(name)] ?? nil" : "self[\\.\(name)]"
            // `nil` forgets the record (R2), for an optional property too: not a recorded `nil`.
            let setter = isOptional ? "self[\\.\(name)] = newValue.map { .some($0) }" : "self[\\.\(name)] = newValue"
            let member = """
                    /// Records `\(name)` for the views this proxy matches (`nil` forgets it); reads what this proxy recorded.
                    public var \(name): \(memberType) {
                        get { \(getter) }
                        set { \(setter) }
                    }
                """
            if let index = groups.firstIndex(where: { $0.type == typeName }) {
                groups[index].members.append(member)
            } else {
                groups.append((typeName, [member]))
            }
        }
        let extensions = groups.map { group in
            "extension AppearanceProxy where Target: \(group.type) {\n" + group.members.joined(separator: "\n\n") + "\n}\n"
        }
        return """
            // Generated by ProxyMembersTests from the kit's catalog: do not edit. Regenerate with
            // APPEARANCE_REGENERATE=1 swift test --filter ProxyMembersTests.
            //
            // One member per appearance property of the kit, so that `Self.appearance().barTintColor`
            // in a class method works: reached through dynamic member lookup, the key path would be
            // rooted at the dynamic `Self`, which the Swift runtime cannot instantiate
            // (swiftlang/swift#66795); a member forms it here, rooted at the generic `Target`. Setting
            // one records the value as the dynamic member did; `nil` forgets it.


            """ + extensions.joined(separator: "\n")
    }

    /// A type as Swift source spells it, from its reflected name
    /// (`Swift.Optional<AppearanceKit.Color>` → `Color?`).
    static func spell(_ reflected: String) -> String {
        var text = Substring(reflected)
        return spellType(&text)
    }

    private static func spellType(_ text: inout Substring) -> String {
        var name = ""
        while let character = text.first, character != "<", character != ">", character != "," {
            name.append(character)
            text.removeFirst()
        }
        name = name.trimmingCharacters(in: .whitespaces)
        var arguments: [String] = []
        if text.first == "<" {
            text.removeFirst()
            while true {
                arguments.append(spellType(&text))
                if text.first == "," {
                    text.removeFirst()
                    continue
                }
                if text.first == ">" { text.removeFirst() }
                break
            }
        }
        for module in ["Swift.", "AppearanceKit.", "AppearanceCore.", "Foundation.", "__C."] where name.hasPrefix(module) {
            name.removeFirst(module.count)
        }
        if name == "NSAttributedStringKey" { name = "NSAttributedString.Key" }
        switch (name, arguments.count) {
        case ("Optional", 1): return arguments[0] + "?"
        case ("Array", 1): return "[\(arguments[0])]"
        case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
        case (_, 0): return name
        default: return "\(name)<\(arguments.joined(separator: ", "))>"
        }
    }
}
