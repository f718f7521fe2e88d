/// One replacement of a range of a file's UTF-8 bytes. The rewriters only collect edits; the
/// file is changed once, at the end, so that every edit refers to the original text.
struct SourceEdit: Hashable, Sendable {
    /// The bytes replaced, as offsets into the original text.
    let range: Range<Int>
    /// What they are replaced with.
    let replacement: String
}

extension [SourceEdit] {
    /// `source` with every edit applied. Edits must not overlap (the rewriters never make two
    /// for one declaration or statement); an edit overlapping an earlier one is dropped rather
    /// than applied over text it no longer sees.
    func applied(to source: String) -> String {
        var bytes = [UInt8](source.utf8)
        var lowerLimit = Int.max
        for edit in sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) where edit.range.upperBound <= lowerLimit {
            bytes.replaceSubrange(edit.range, with: [UInt8](edit.replacement.utf8))
            lowerLimit = edit.range.lowerBound
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
