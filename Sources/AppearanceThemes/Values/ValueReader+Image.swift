internal import AppearanceKit

extension ValueReader {
    /// An image: its name (`chevron`), or a mapping with `name`, `renderingMode` and `tintColor`.
    mutating func image(_ node: ThemeNode) -> Image? {
        read(node) { reader, node in
            if node.entries != nil {
                let fields = reader.fields(of: node, known: ["name", "renderingMode", "tintColor"], in: "an image")
                guard let nameNode = fields["name"] else {
                    reader.error(.invalidValue, "an image mapping needs a 'name', such as {name: chevron}", at: node)
                    return nil
                }
                let name = reader.string(nameNode)
                var mode: Image.RenderingMode? = .automatic
                if let modeNode = fields["renderingMode"] {
                    mode = reader.enumValue(modeNode, EnumCases(Image.RenderingMode.self)!) as? Image.RenderingMode
                }
                var tint: Color??
                if let tintNode = fields["tintColor"] { tint = reader.color(tintNode).map { .some($0) } } else { tint = .some(nil) }
                guard let name, let mode, let tint else { return nil }
                guard let image = Image(named: name) else {
                    reader.error(.invalidValue, "an image name cannot be empty; write one such as {name: chevron}", at: nameNode)
                    return nil
                }
                return image.withTintColor(tint, renderingMode: mode)
            }
            guard let text = node.scalar, !node.isNull, !text.isEmpty else {
                reader.expected(
                    "an image name, or a mapping such as {name: chevron, renderingMode: alwaysTemplate}", got: node)
                return nil
            }
            return Image(named: text)
        }
    }
}
