internal import Foundation

extension AssetCatalog.ColorSet {
    /// The colour set in the `.colorset` folder `url`, named `name`, or `nil` when it holds
    /// no colour (Xcode's empty, unassigned set).
    ///
    /// - Throws: ``AssetCatalogError`` for a missing or malformed `Contents.json`, with the
    ///   line and column of the value at fault.
    static func read(name: String, at url: URL) throws(AssetCatalogError) -> AssetCatalog.ColorSet? {
        let contentsURL = url.appendingPathComponent("Contents.json")
        guard let file = try ContentsFile.read(contentsURL) else {
            throw AssetCatalogError(
                .unreadableFile, "the colour set \"\(name)\" has no Contents.json; add one, or delete the folder", path: url.path)
        }
        let root = try file.object(file.root)
        guard let colors = root["colors"] else {
            throw file.error(
                .invalidContents,
                "a colour set's Contents.json needs a \"colors\" list, such as "
                    + #""colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {…}}}]"#,
                at: file.root)
        }
        var entries: [Entry] = []
        for node in try file.entries(colors) {
            if let entry = try Entry.read(node, in: file) { entries.append(entry) }
        }
        return entries.isEmpty ? nil : AssetCatalog.ColorSet(name: name, url: url, entries: entries)
    }
}

extension AssetCatalog.ColorSet.Entry {
    /// The entry at `node`, or `nil` for a slot with no colour or an appearance the kit does
    /// not model.
    fileprivate static func read(_ node: ContentsFile.Node, in file: ContentsFile) throws(AssetCatalogError) -> Self? {
        let members = try file.object(node)
        let idiom = try members["idiom"].map { node throws(AssetCatalogError) in try file.string(node, example: "universal") }
        guard let appearance = try AssetCatalog.Appearance.read(members["appearances"], in: file) else { return nil }
        let gamut = try members["display-gamut"].map { node throws(AssetCatalogError) in try file.string(node, example: "sRGB") }
        guard let colorNode = members["color"] else { return nil }
        let color = try file.object(colorNode)
        let isWideGamutOnly = gamut?.lowercased() == "display-p3"
        if let reference = color["reference"] {
            let name = try file.string(reference, example: "systemBlueColor")
            let platform = try color["platform"].map { node throws(AssetCatalogError) in try file.string(node, example: "ios") }
            guard let system = AssetCatalog.systemColor(referencedAs: name) else {
                // Another platform's colour (a Mac entry's `controlAccentColor`) is not an
                // error for an iOS kit: the entry is left out.
                if let platform, platform != "ios" { return nil }
                throw file.error(
                    .unknownSystemColor,
                    "\(reference.pathDescription) \(ContentsFile.quoted(name)) is not a system colour the kit has; use one such as "
                        + "systemBlueColor, labelColor, secondaryLabelColor, systemBackgroundColor or systemGray2Color",
                    at: reference)
            }
            return Self(
                idiom: idiom ?? "universal", luminosity: appearance.luminosity, isHighContrast: appearance.isHighContrast,
                colorSpace: nil, systemColorReference: name, color: system, isWideGamutOnly: isWideGamutOnly)
        }
        let (space, sRGB) = try readComponents(colorNode, color, in: file)
        return Self(
            idiom: idiom ?? "universal", luminosity: appearance.luminosity, isHighContrast: appearance.isHighContrast,
            colorSpace: space, systemColorReference: nil, color: sRGB, isWideGamutOnly: isWideGamutOnly)
    }

    /// The colour space and the colour, converted to sRGB, of a `color` object with components.
    private static func readComponents(
        _ node: ContentsFile.Node, _ color: [String: ContentsFile.Node], in file: ContentsFile
    ) throws(AssetCatalogError) -> (AssetCatalog.ColorSpace, Color) {
        let spaces = AssetCatalog.ColorSpace.allCases.map(\.rawValue)
        let known = spaces.dropLast().joined(separator: ", ") + " or " + spaces[spaces.count - 1]
        guard let spaceNode = color["color-space"] else {
            throw file.error(.unknownColorSpace, "\(node.pathDescription) has no \"color-space\"; add one of \(known)", at: node)
        }
        let spaceName = try file.string(spaceNode, example: "srgb")
        guard let space = AssetCatalog.ColorSpace(rawValue: spaceName.lowercased()) else {
            throw file.error(.unknownColorSpace, "unknown color-space \(ContentsFile.quoted(spaceName)); use \(known)", at: spaceNode)
        }
        guard let componentsNode = color["components"] else {
            throw file.error(
                .invalidContents,
                "\(node.pathDescription) has no \"components\"; add them, such as "
                    + (space.isGray
                        ? #"{"white": "0.500", "alpha": "1.000"}"#
                        : #"{"red": "0.200", "green": "0.400", "blue": "0.800", "alpha": "1.000"}"#),
                at: node)
        }
        let components = try file.object(componentsNode)
        let names = space.isGray ? ["white"] : ["red", "green", "blue"]
        var values: [CGFloat] = []
        for name in names {
            guard let component = components[name] else {
                let all = names.count == 1 ? "one component, white," : "red, green and blue"
                throw file.error(
                    .invalidComponent, "\(componentsNode.pathDescription) has no \"\(name)\"; \(space) colours have \(all) and alpha",
                    at: componentsNode)
            }
            values.append(try value(of: component, in: space, file: file))
        }
        let alpha = try components["alpha"].map { node throws(AssetCatalogError) in try value(of: node, in: space, file: file) } ?? 1
        let (red, green, blue) = space.isGray ? (values[0], values[0], values[0]) : (values[0], values[1], values[2])
        let converted = space.sRGB(red: red, green: green, blue: blue)
        return (space, Color(red: converted.red, green: converted.green, blue: converted.blue, alpha: alpha))
    }

    /// The value of the component at `node`, a string or a JSON number, by
    /// ``AssetCatalog/ComponentNotation``.
    private static func value(
        of node: ContentsFile.Node, in space: AssetCatalog.ColorSpace, file: ContentsFile
    ) throws(AssetCatalogError) -> CGFloat {
        // A number keeps the notation it was written in (`1` or `1.0`): read it from the text.
        let text = node.value as? String ?? (node.value is NSNumber ? file.literal(node) : nil)
        let expectation = AssetCatalog.ComponentNotation.expectation(in: space)
        guard let text else {
            throw file.error(
                .invalidComponent, "\(node.pathDescription) should be \(expectation), not \(ContentsFile.kind(of: node.value))",
                at: node)
        }
        guard let value = AssetCatalog.ComponentNotation.value(of: text, in: space) else {
            let shown = node.value is String ? ContentsFile.quoted(text) : String(text.prefix(40))
            throw file.error(.invalidComponent, "\(node.pathDescription) \(shown) is not \(expectation)", at: node)
        }
        return value
    }
}
