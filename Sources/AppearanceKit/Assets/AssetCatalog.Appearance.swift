extension AssetCatalog {
    /// The appearance an entry of a set is for, read from its `appearances` list.
    struct Appearance {
        var luminosity = Luminosity.any
        var isHighContrast = false

        /// The appearance the list at `node` describes (no list: any style, normal contrast), or
        /// `nil` when it names an appearance the kit does not model, such as a future kind:
        /// such an entry is left out rather than failing the catalog.
        ///
        /// - Throws: ``AssetCatalogError`` for a value the kit does not know of a kind it does
        ///   (`"luminosity": "dim"`), or a list of the wrong shape.
        static func read(_ node: ContentsFile.Node?, in file: ContentsFile) throws(AssetCatalogError) -> Appearance? {
            var appearance = Appearance()
            guard let node else { return appearance }
            for item in try file.array(node) {
                let members = try file.object(item)
                guard let kindNode = members["appearance"], let valueNode = members["value"] else {
                    throw file.error(
                        .invalidContents,
                        "\(item.pathDescription) needs \"appearance\" and \"value\", such as "
                            + #"{"appearance": "luminosity", "value": "dark"}"#,
                        at: item)
                }
                let kind = try file.string(kindNode, example: "luminosity")
                let value = try file.string(valueNode, example: "dark")
                switch (kind, value) {
                case ("luminosity", "light"): appearance.luminosity = .light
                case ("luminosity", "dark"): appearance.luminosity = .dark
                case ("luminosity", "any"): appearance.luminosity = .any
                case ("luminosity", _):
                    throw file.error(
                        .invalidContents, "unknown luminosity \(ContentsFile.quoted(value)); use \"light\" or \"dark\"", at: valueNode)
                case ("contrast", "high"): appearance.isHighContrast = true
                case ("contrast", _):
                    throw file.error(
                        .invalidContents, "unknown contrast \(ContentsFile.quoted(value)); use \"high\" (normal contrast has no entry)",
                        at: valueNode)
                default:
                    return nil
                }
            }
            return appearance
        }
    }

    /// The kit's colour for a system colour reference as Xcode writes it (`systemBlueColor`,
    /// `labelColor`, `systemGray2Color`, `tintColor`): the static colour whose name is the
    /// reference without its `Color` suffix (or with it), compared case-insensitively.
    static func systemColor(referencedAs reference: String) -> Color? {
        var names = [reference]
        if reference.hasSuffix("Color") { names.insert(String(reference.dropLast(5)), at: 0) }
        for name in names {
            let lowered = name.lowercased()
            if let match = Color.allNames.first(where: { $0.lowercased() == lowered }) { return Color.named(match) }
        }
        return nil
    }
}
