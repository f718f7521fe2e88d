/// The syntax of a theme file. Both formats share one schema.
public enum ThemeFormat: String, Hashable, Sendable, CaseIterable {
    /// YAML 1.1, read with Yams.
    case yaml
    /// JSON (RFC 8259), read by a strict JSON reader that records positions.
    case json

    /// The format for a file name: `.json` is JSON, anything else (`.yaml`, `.yml`) YAML.
    public init(path: String) {
        self = path.lowercased().hasSuffix(".json") ? .json : .yaml
    }
}
