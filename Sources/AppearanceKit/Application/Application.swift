/// The running app: the list of its windows.
///
/// ```swift
/// for window in Application.shared.windows { window.reloadAppearance() }
/// ```
@preconcurrency @MainActor
public final class Application {
    /// The app.
    public static let shared = Application()

    private var windowRefs: [WeakWindow] = []
    private struct WeakWindow { weak var window: Window? }

    /// The key window, if one was made key.
    public weak var keyWindow: Window?

    /// Every window that is still alive, in creation order. Windows are held weakly.
    public var windows: [Window] { windowRefs.compactMap(\.window) }

    func register(_ window: Window) {
        windowRefs.removeAll { $0.window == nil }
        windowRefs.append(WeakWindow(window: window))
    }
}
