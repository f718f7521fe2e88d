/// The changes an app announces to a table or collection view while a batch is open
/// (`performBatchUpdates`, `beginUpdates`), handed back to be applied together when the
/// outermost batch ends; a change announced outside a batch is handed back alone at once.
struct PendingUpdates {
    private var batch: TableUpdateBatch?
    private var depth = 0

    /// Opens a batch (batches nest; only the outermost one's end applies the changes).
    mutating func begin() {
        depth += 1
        if batch == nil { batch = TableUpdateBatch() }
    }

    /// Closes a batch; returns the changes to apply when it was the outermost one.
    mutating func end() -> TableUpdateBatch? {
        guard depth > 0 else { return nil }
        depth -= 1
        guard depth == 0, let batch else { return nil }
        self.batch = nil
        return batch
    }

    /// Adds `change` to the open batch and returns `nil`, or returns it alone, to apply now.
    mutating func record(_ change: (inout TableUpdateBatch) -> Void) -> TableUpdateBatch? {
        if depth > 0, batch != nil {
            change(&batch!)
            return nil
        }
        var alone = TableUpdateBatch()
        change(&alone)
        return alone
    }

    /// Forgets the changes gathered so far (a reload asks for everything anyway).
    mutating func discard() {
        if batch != nil { batch = TableUpdateBatch() }
    }
}
