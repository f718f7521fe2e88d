import AppearanceThemes

/// The positions of a theme file's text where the studio may write a value: every scalar that
/// is a rule's property value or a variable's value (trait-keyed entries included), as a fresh
/// reading of the text gives them.
///
/// Anything else (the theme's `name`, `extends`, a class name, a container, a trait value, a
/// key, a comment, an element of a list) is not a value a page edits, whatever a request says.
struct EditablePositions {
    /// Line and column (1-based, as the reader reports them) of every editable value.
    private var positions: Set<Position> = []

    private struct Position: Hashable {
        let line: Int
        let column: Int
    }

    /// The editable values of `text`, read as a theme file at `path`.
    init(text: String, path: String) {
        let (document, _) = ThemeDocument.read(ThemeSource(text: text, path: path))
        for rule in document.rules {
            for setting in rule.properties { add(setting.value) }
        }
        for variable in document.variables { add(variable.value) }
    }

    /// Whether a value is written at `line`:`column`.
    func contains(line: Int, column: Int) -> Bool {
        positions.contains(Position(line: line, column: column))
    }

    /// Adds `node` if it is a scalar, or the values of its entries if it is a mapping (a
    /// trait-keyed value or a value with parts, such as text attributes).
    private mutating func add(_ node: ThemeNode) {
        switch node.content {
        case .scalar:
            if let line = node.location.line, let column = node.location.column {
                positions.insert(Position(line: line, column: column))
            }
        case .mapping(let entries):
            for entry in entries { add(entry.value) }
        case .sequence:
            break
        }
    }
}
