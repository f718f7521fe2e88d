/// The object a bar's `standardAppearance` returns while the app and the proxies have set none.
///
/// UIKit's `standardAppearance` is never `nil`. Here it is then an appearance built from the
/// bar's legacy properties (`barTintColor`, `titleTextAttributes`, …), rebuilt when they
/// change. Once the app changes that object in place (`bar.standardAppearance.backgroundColor =
/// .red`) it is kept, and it styles the bar as a set appearance would.
@MainActor
struct ImplicitAppearance<Appearance: BarAppearance> {
    /// The object last returned.
    private var object: Appearance?
    /// A copy of it as built, to notice changes made in place.
    private var pristine: Appearance?

    /// The object, when the app changed it in place.
    var edited: Appearance? {
        guard let object, let pristine, object != pristine else { return nil }
        return object
    }

    /// The object to return: the edited one, else the last one while it still matches
    /// `legacy()`, else a new one built by `legacy`.
    mutating func object(legacy: () -> Appearance) -> Appearance {
        if let edited { return edited }
        let fresh = legacy()
        if let object, object == fresh { return object }
        object = fresh
        pristine = fresh.copy()
        return fresh
    }
}
