/// Views a table or collection view took off screen, by reuse identifier, waiting to be handed
/// out again by a `dequeue…` call: UIKit's reuse queue.
///
/// A view waits here out of the view hierarchy; ``dequeue(_:)`` calls its `prepareForReuse()`
/// (through `prepare`), as UIKit does just before handing it out.
@MainActor
struct ReuseQueue<Element: View> {
    private var waiting: [String: [Element]] = [:]

    /// Puts `view` in the queue of `identifier` (a view without one is dropped: nothing could
    /// ask for it again).
    mutating func enqueue(_ view: Element, identifier: String?) {
        guard let identifier else { return }
        waiting[identifier, default: []].append(view)
    }

    /// A view waiting under `identifier`, if any; the last one in, as UIKit hands out.
    mutating func dequeue(_ identifier: String) -> Element? {
        waiting[identifier]?.popLast()
    }

    /// How many views wait under `identifier`.
    func count(_ identifier: String) -> Int { waiting[identifier]?.count ?? 0 }

    /// Drops every waiting view.
    mutating func removeAll() { waiting.removeAll() }
}
