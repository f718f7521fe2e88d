import AppearanceRender

/// Runs `body` with the demo's classes registered in the catalog, then gives every class name
/// back to the class that had it: other test targets in this process register their own
/// `AppLabel`, `AppView`, ... (in a suite's `init`, which may run before this body and their
/// test after it).
@MainActor
func withDemoClassesRegistered<Result>(_ body: () throws -> Result) rethrows -> Result {
    let catalog = AppearanceCatalog.shared
    let previous = catalog.typeNames.compactMap { name in catalog.type(named: name).map { (name, $0) } }
    DemoScreen.registerClasses()
    defer { for (name, type) in previous { catalog.register(type, name: name) } }
    return try body()
}
