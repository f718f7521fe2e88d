import AppearanceKit

/// What `appearance explain --json` prints: the explanation as it encodes itself (its type,
/// property, value, traits, whether the value is explicit, and every rule with its order,
/// outcome and location) and the path of the explained view, `view`.
struct ExplanationJSON: Encodable {
    /// The view path, as given to `--view`.
    let view: String
    /// The explanation.
    let explanation: AppearanceExplanation

    private enum CodingKeys: String, CodingKey { case view }

    func encode(to encoder: any Encoder) throws {
        try explanation.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(view, forKey: .view)
    }
}
