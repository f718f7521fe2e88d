import AppearanceRender

/// Runs `body` with the demo's classes registered in the catalog, then gives the name
/// `CardView` back to the class that had it: other test targets in this process register
/// their own `CardView` (in a suite's `init`, which may run before this body and their test
/// after it).
@MainActor
func withDemoClassesRegistered<Result>(_ body: () throws -> Result) rethrows -> Result {
    let catalog = AppearanceCatalog.shared
    let previous = catalog.type(named: "CardView")
    DemoScreen.registerClasses()
    defer { if let previous { catalog.register(previous, name: "CardView") } }
    return try body()
}
