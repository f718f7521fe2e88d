public import AppearanceKit
public import AppearancePreview
import AppearanceRender

extension TraitMatrix {
    /// One SVG of `screen` in every state: the last dimension's values across, the
    /// combinations of the others down, each row and column labelled. The same screen, theme and
    /// matrix give the same bytes.
    ///
    /// - Parameters:
    ///   - screen: The screen, built once per state in the state's traits.
    ///   - size: The device size.
    ///   - level: When given, each state's contrast failures at this level are outlined and
    ///     labelled with their ratios.
    ///   - theme: The theme's name, for the findings behind the outlines.
    /// - Throws: ``AuditError`` when the screen's builder fails.
    @MainActor
    public func picture(
        of screen: PreviewScreen, size: Size = PreviewEnvironment.defaultSize, audit level: ContrastLevel? = nil,
        theme: String = ""
    ) throws(AuditError) -> String {
        let columns = dimensions.last?.values.count ?? 1
        var grid: [[SVGPanel]] = []
        var rowTitles: [String] = []
        for (index, state) in states.enumerated() {
            let window: Window
            do {
                window = try screen.makeWindow(for: PreviewEnvironment(size: size, traits: state.traits))
            } catch {
                throw AuditError(.screenFailed, error.message)
            }
            var annotations: [SVGAnnotation] = []
            if let level {
                let drawing = SVGRenderer().drawing(window, size: size)
                annotations = ThemeAudit.contrastFindings(
                    in: drawing, of: window, theme: theme, screen: screen.name, state: state, level: level
                ).compactMap(\.annotation)
            }
            if index % columns == 0 {
                grid.append([])
                rowTitles.append(state.values.dropLast().map { "\($0.name)=\($0.value)" }.joined(separator: " "))
            }
            grid[grid.count - 1].append(
                SVGPanel(title: state.description, root: window, size: size, idPrefix: "s\(index)-", annotations: annotations))
        }
        let columnTitles = dimensions.last.map { last in last.values.map { "\(last.name)=\($0)" } } ?? [""]
        return SVGRenderer().render(grid: grid, rowTitles: rowTitles, columnTitles: columnTitles)
    }
}
