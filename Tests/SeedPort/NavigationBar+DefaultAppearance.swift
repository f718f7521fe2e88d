public import AppearanceKit

// Seed 004: "UIAppearance and the Case of the Missing Method" (Jeff Kelley, 2020). An app
// delegate styles every navigation bar (green bars, black style, a Marker Felt title); then a
// system screen the app presents in its own navigation controller (a contact card) comes up in
// the app's colours, where it should look stock. UIAppearance has no method to put a proxy back
// to its defaults, so the article writes one by hand, `resetToDefaultAppearance()`, one line per
// property the app set, and calls it around the presentation.
//
// The code is the article's with the `UI` prefixes dropped. Differences:
// - None forced by the rename: the properties, the attribute key and `Font(name:size:)` keep
//   their names, and the bare `appearance()` in a static method of the extension (the
//   dynamic `Self`, which the Swift runtime cannot root key paths at) reaches the kit's
//   properties through the proxy's declared members (porting guide, rule 6).
// - Not verbatim: only the article's opening (the app delegate's four lines and the contact
//   screen) is in the stored copy this port was made from; `resetToDefaultAppearance()`'s body
//   follows the article's description, one default per property set, and `applyBrandAppearance()`
//   is the app delegate's four lines, named for reuse.
// - The kit has the missing method: `NavigationBar.appearance().reset()` (and
//   `Appearance.snapshot()` / `restore(_:)` to bring the theme back). The seed's tests run both.

extension NavigationBar {
    /// The app delegate's styling: green bars with a black style and a Marker Felt title.
    public static func applyBrandAppearance() {
        NavigationBar.appearance().barTintColor = .systemGreen
        NavigationBar.appearance().barStyle = .black
        NavigationBar.appearance().tintColor = .systemGreen
        NavigationBar.appearance().titleTextAttributes = [
            NSAttributedString.Key.font: Font(name: "Marker Felt", size: 24)!
        ]
    }

    /// Puts every property the app styles back to UIKit's default, for screens that must look
    /// stock: the method UIAppearance is missing, written by hand.
    public static func resetToDefaultAppearance() {
        appearance().barTintColor = nil
        appearance().barStyle = .default
        appearance().tintColor = nil
        appearance().titleTextAttributes = nil
    }
}
