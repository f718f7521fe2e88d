extension Appearance {
    /// Runs `body` with every write to a styled property taken as the instance's initial value,
    /// as UIKit's decoding of a storyboard or XIB sets it: not the app's explicit value (R4.3),
    /// so proxies replace it when the view enters a window, and a property that no rule styles
    /// any more returns to it (R7).
    ///
    /// A loader of an archive format calls it around the writes that come from the file, and
    /// not around the app's code it calls (initializers, `awakeFromNib()`):
    ///
    /// ```swift
    /// let label = Label()
    /// Appearance.withInitialValues { label.textColor = .secondaryLabel }   // from the file
    /// Label.appearance().textColor = .systemIndigo
    /// window.addSubview(label)                       // indigo: the rule replaces the file's value
    /// label.hasExplicitValue(for: \.textColor)       // false
    /// ```
    ///
    /// A value the app already set on the instance stays; only styled properties (``Styled``,
    /// and the kit's) are tracked. Plain properties keep what `body` writes, and the engine
    /// remembers it as the value from before any appearance when it first styles them.
    public static func withInitialValues<Result>(_ body: () throws -> Result) rethrows -> Result {
        try StyledContext.with(.initial, body)
    }

    /// Runs `body` with writes to styled properties taken as the app's own (the mode outside
    /// any engine work), inside a ``withInitialValues(_:)`` block: for app code a loader calls
    /// while it writes a file's values, such as an app class's `init?(coder:)`.
    public static func withExplicitValues<Result>(_ body: () throws -> Result) rethrows -> Result {
        try StyledContext.with(.explicit, body)
    }
}
