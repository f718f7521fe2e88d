extension AppearanceSourceLocation: Codable {
    /// The key of the encoder's `userInfo` that holds an ``AppearanceSourceFileNaming``: the
    /// file of every location encoded is written as it names it.
    public static let fileNamingKey = CodingUserInfoKey(rawValue: "AppearanceSourceLocation.fileNaming")!

    private enum CodingKeys: String, CodingKey { case file, line, column, kind, variable }

    /// Encodes the location as `file`, `line`, `column` (left out when unknown), `kind`
    /// (`swift`, `themeFile` or `interfaceBuilder`) and `variable` (`name`, `line`, `column`; left out when none), the file as the encoder's ``fileNamingKey`` names it (as
    /// recorded without one).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let naming = encoder.userInfo[Self.fileNamingKey] as? any AppearanceSourceFileNaming
        try container.encode(naming?.file(of: self) ?? file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encodeIfPresent(column, forKey: .column)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(variable, forKey: .variable)
    }

    /// Decodes a location as ``encode(to:)`` writes it, its file as written.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
            column: try container.decodeIfPresent(Int.self, forKey: .column),
            kind: try container.decode(Kind.self, forKey: .kind),
            variable: try container.decodeIfPresent(Variable.self, forKey: .variable))
    }
}
