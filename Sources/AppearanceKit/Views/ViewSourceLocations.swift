/// Where views a loader made from a file are written in it (a storyboard's `<label>` line), and
/// where each colour it gave them is, for tools that point at the file: an audit finding about
/// a colour the file set is located at that colour's line.
///
/// Kept beside the views rather than in them, since most views come from code and would pay for
/// the storage: a table keyed by identity, holding the views weakly, swept of dead entries as
/// it grows.
@MainActor
package enum ViewSourceLocations {
    private struct Entry {
        weak var view: View?
        var location: AppearanceSourceLocation
        var colors: [(color: Color, location: AppearanceSourceLocation)] = []
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    /// The table's size after the last sweep: the next sweep comes when it has doubled.
    private static var sweptCount = 64

    /// Records that `view` is written at `location`.
    package static func record(_ location: AppearanceSourceLocation, for view: View) {
        if entries.count >= sweptCount * 2 {
            entries = entries.filter { $0.value.view != nil }
            sweptCount = max(entries.count, 64)
        }
        entries[ObjectIdentifier(view)] = Entry(view: view, location: location)
    }

    /// Records that the file gave `view` the colour `color` at `location`.
    package static func record(_ color: Color, at location: AppearanceSourceLocation, for view: View) {
        let key = ObjectIdentifier(view)
        guard var entry = entries[key], entry.view === view else { return }
        entry.colors.append((color, location))
        entries[key] = entry
    }

    /// Where `view` is written, if a loader made it from a file.
    package static func location(of view: View) -> AppearanceSourceLocation? {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return nil }
        return entry.location
    }

    /// Where the file gave `view` a colour equal to `color`, the last such place, if any.
    package static func location(of color: Color, in view: View) -> AppearanceSourceLocation? {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return nil }
        return entry.colors.last { $0.color == color }?.location
    }
}
