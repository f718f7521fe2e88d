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
    /// - Throws: ``/AppearancePreview/ToolError`` when the screen's builder fails.
    @MainActor
    public func picture(
        of screen: PreviewScreen, size: CGSize = PreviewEnvironment.defaultSize, audit level: ContrastLevel? = nil,
        theme: String = ""
    ) throws(ToolError) -> String {
        var grid = MatrixGrid(matrix: self)
        for index in states.indices {
            grid.add(try panel(index, of: screen, size: size, audit: level, theme: theme))
        }
        return grid.svg
    }

    /// ``picture(of:size:audit:theme:)``, one state at a time, awaiting `pause` between two
    /// states so that other main-actor work runs between them; `pause` ends the picture early
    /// by throwing. Each state starts from the proxy values there were before the pause.
    ///
    /// - Throws: ``/AppearancePreview/ToolError`` when the screen's builder fails, or what `pause`
    ///   throws.
    @MainActor
    public func picture(
        of screen: PreviewScreen, size: CGSize = PreviewEnvironment.defaultSize, audit level: ContrastLevel? = nil,
        theme: String = "", pausingBetweenStates pause: () async throws(ToolError) -> Void
    ) async throws(ToolError) -> String {
        var grid = MatrixGrid(matrix: self)
        for index in states.indices {
            if index > 0 {
                let drawn = Appearance.snapshot()
                try await pause()
                Appearance.restore(drawn)
            }
            grid.add(try panel(index, of: screen, size: size, audit: level, theme: theme))
        }
        return grid.svg
    }

    /// The panel of state `index`: the screen built in its traits and drawn, its contrast
    /// failures at `level` outlined when a level is given.
    @MainActor
    private func panel(
        _ index: Int, of screen: PreviewScreen, size: CGSize, audit level: ContrastLevel?, theme: String
    ) throws(ToolError) -> SVGPanel {
        let state = states[index]
        let window = try screen.makeWindow(for: PreviewEnvironment(size: size, traits: state.traits))
        // Each state's panel shows its whole content: at large text sizes that is taller.
        let size = Layout.fullContentSize(of: window, size: size)
        var annotations: [SVGAnnotation] = []
        if let level {
            let drawing = SVGRenderer().drawing(window, size: size)
            annotations = ThemeAudit.contrastFindings(
                in: drawing, of: window, theme: theme, screen: screen.name, state: state, level: level
            ).compactMap(\.annotation)
        }
        return SVGPanel(title: state.description, root: window, size: size, idPrefix: "s\(index)-", annotations: annotations)
    }
}

/// The matrix picture's panels in rows: the last dimension's values across, the combinations
/// of the others down.
@MainActor
private struct MatrixGrid {
    let matrix: TraitMatrix
    private var rows: [[SVGPanel]] = []
    private var rowTitles: [String] = []

    init(matrix: TraitMatrix) {
        self.matrix = matrix
    }

    /// Adds the next state's panel, starting a row when the last dimension starts over.
    mutating func add(_ panel: SVGPanel) {
        let index = rows.reduce(0) { $0 + $1.count }
        let columns = matrix.dimensions.last?.values.count ?? 1
        if index % columns == 0 {
            rows.append([])
            rowTitles.append(matrix.states[index].values.dropLast().map { "\($0.name)=\($0.value)" }.joined(separator: " "))
        }
        rows[rows.count - 1].append(panel)
    }

    /// The grid as one SVG, each row and column labelled.
    var svg: String {
        let columnTitles = matrix.dimensions.last.map { last in last.values.map { "\(last.name)=\($0)" } } ?? [""]
        return SVGRenderer().render(grid: rows, rowTitles: rowTitles, columnTitles: columnTitles)
    }
}
