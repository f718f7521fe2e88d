import ArgumentParser

/// The screen to draw: `--screen demo` (the only one so far).
enum ScreenArgument: String, CaseIterable, ExpressibleByArgument {
    /// The settings-like demo screen of `DemoScreen`.
    case demo
}
