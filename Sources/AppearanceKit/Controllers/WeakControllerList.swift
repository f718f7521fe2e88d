/// Controllers held weakly, in order.
@MainActor
struct WeakControllerList {
    private struct Entry {
        weak var controller: ViewController?
    }
    private var entries: [Entry] = []

    /// The controllers still alive, in order.
    var controllers: [ViewController] { entries.compactMap(\.controller) }
    var isEmpty: Bool { entries.isEmpty }

    mutating func append(_ controller: ViewController) { entries.append(Entry(controller: controller)) }
    mutating func append(contentsOf controllers: some Sequence<ViewController>) {
        for controller in controllers { append(controller) }
    }
    mutating func removeAll(where matches: (ViewController) -> Bool) {
        entries.removeAll { $0.controller.map(matches) ?? true }
    }
}
