/// One theme file's write-backs, newest last, each kept as the few characters it replaced
/// rather than as copies of the file: an undo history of a 3 MB theme stays a few kilobytes
/// however many edits it records, and holds at most ``limit`` of them.
struct UndoHistory {
    /// One write-back: where it wrote, what was there and what it wrote, and a fingerprint of
    /// the whole text it left, so an undo can tell whether the file changed since.
    struct Entry {
        /// The scalar offset the value starts at.
        let start: Int
        /// The value that was there before.
        let old: String
        /// The value the studio wrote.
        let new: String
        /// The length, in scalars, of the text the write-back left.
        let length: Int
        /// The hash of the text the write-back left (this process's `Hasher`).
        let fingerprint: Int
    }

    /// The most write-backs kept; older ones can no longer be undone.
    static let limit = 100

    private(set) var entries: [Entry] = []

    /// Records a write-back of `new` over `old` at `start`, which left `text`.
    mutating func record(start: Int, old: String, new: String, leaving text: String) {
        entries.append(Entry(start: start, old: old, new: new, length: text.unicodeScalars.count, fingerprint: Self.fingerprint(text)))
        if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
    }

    /// The newest write-back, if `text` is still exactly what it left.
    func last(ifStill text: String) -> Entry? {
        guard let last = entries.last, text.unicodeScalars.count == last.length, Self.fingerprint(text) == last.fingerprint
        else { return nil }
        return last
    }

    /// Forgets the newest write-back.
    mutating func removeLast() {
        entries.removeLast()
    }

    /// How many write-backs can be undone.
    var depth: Int { entries.count }

    private static func fingerprint(_ text: String) -> Int {
        var hasher = Hasher()
        hasher.combine(text)
        return hasher.finalize()
    }
}
