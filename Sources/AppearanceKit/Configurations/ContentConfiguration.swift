/// What a cell, header or footer shows, described as a value that makes and updates its own
/// content view, as UIKit's `UIContentConfiguration`.
///
/// The kit's configurations are ``ListContentConfiguration``; an app's own conform too:
///
/// ```swift
/// struct BadgeConfiguration: ContentConfiguration, Hashable {
///     var count = 0
///     func makeContentView() -> any View & ContentView { BadgeContentView(configuration: self) }
///     func updated(for state: any ConfigurationState) -> BadgeConfiguration { self }
/// }
/// cell.contentConfiguration = BadgeConfiguration(count: 3)
/// ```
public protocol ContentConfiguration {
    /// A new content view showing this configuration.
    @MainActor func makeContentView() -> any View & ContentView
    /// This configuration as it should look in `state` (selected, highlighted, in other traits).
    func updated(for state: any ConfigurationState) -> Self
}

/// A view that shows a ``ContentConfiguration``, as UIKit's `UIContentView`.
@preconcurrency @MainActor
public protocol ContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any ContentConfiguration { get set }
    /// Whether the view can show `configuration` by being given it (rather than being
    /// replaced): by default, when it is of the same type as the one shown.
    func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
    /// Whether `configuration` is of the same type as the one shown.
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
