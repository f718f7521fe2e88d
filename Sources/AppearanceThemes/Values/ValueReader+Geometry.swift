internal import AppearanceKit

extension ValueReader {
    /// Edge insets: `[top, left, bottom, right]`, `[vertical, horizontal]`, one number for
    /// every edge, or a mapping with `top`, `left`, `bottom` and `right` (missing edges are 0).
    mutating func edgeInsets(_ node: ThemeNode) -> EdgeInsets? {
        read(node) { reader, node in
            if node.entries != nil {
                guard let values = reader.namedNumbers(node, keys: ["top", "left", "bottom", "right"], in: "edge insets")
                else { return nil }
                return EdgeInsets(
                    top: values["top"] ?? 0, left: values["left"] ?? 0, bottom: values["bottom"] ?? 0,
                    right: values["right"] ?? 0)
            }
            if node.elements != nil {
                guard let values = reader.numbers(node) else { return nil }
                switch values.count {
                case 1: return EdgeInsets(all: values[0])
                case 2: return EdgeInsets(horizontal: values[1], vertical: values[0])
                case 4: return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
                default:
                    reader.error(.invalidValue, "expected \(Self.insetsExpectation), got \(values.count) numbers", at: node)
                    return nil
                }
            }
            if !node.isQuoted, let text = node.scalar, Self.isDecimalNumber(text) {
                return reader.double(node).map { EdgeInsets(all: $0) }
            }
            reader.expected(Self.insetsExpectation, got: node)
            return nil
        }
    }

    /// A size: `[width, height]` or `{width: ..., height: ...}`.
    mutating func size(_ node: ThemeNode) -> CGSize? {
        pair(node, keys: ["width", "height"], place: "a size", expectation: "a size: [width, height] or {width: 44, height: 44}")
            .map { CGSize(width: $0, height: $1) }
    }

    /// A point: `[x, y]` or `{x: ..., y: ...}`.
    mutating func point(_ node: ThemeNode) -> CGPoint? {
        pair(node, keys: ["x", "y"], place: "a point", expectation: "a point: [x, y] or {x: 0, y: 0}").map { CGPoint(x: $0, y: $1) }
    }

    /// An offset: `[horizontal, vertical]` or `{horizontal: ..., vertical: ...}`.
    mutating func offset(_ node: ThemeNode) -> Offset? {
        pair(
            node, keys: ["horizontal", "vertical"], place: "an offset",
            expectation: "an offset: [horizontal, vertical] or {horizontal: 0, vertical: -2}"
        )
        .map { Offset(horizontal: $0, vertical: $1) }
    }

    /// Two numbers, as a list or as a mapping with `keys` (a missing key is 0).
    private mutating func pair(_ node: ThemeNode, keys: [String], place: String, expectation: String) -> (Double, Double)? {
        read(node) { reader, node in
            if node.entries != nil {
                guard let values = reader.namedNumbers(node, keys: keys, in: place)
                else { return nil }
                return (values[keys[0]] ?? 0, values[keys[1]] ?? 0)
            }
            if node.elements != nil {
                guard let values = reader.numbers(node) else { return nil }
                guard values.count == 2 else {
                    reader.error(.invalidValue, "expected \(expectation), got \(values.count) numbers", at: node)
                    return nil
                }
                return (values[0], values[1])
            }
            reader.expected(expectation, got: node)
            return nil
        }
    }

    /// The numbers of a mapping with the given keys.
    private mutating func namedNumbers(_ node: ThemeNode, keys: [String], in place: String) -> [String: Double]? {
        let fields = fields(of: node, known: keys, in: place)
        var values: [String: Double] = [:]
        var failed = false
        for key in keys {
            guard let field = fields[key] else { continue }
            if let value = double(field) { values[key] = value } else { failed = true }
        }
        return failed ? nil : values
    }
}
