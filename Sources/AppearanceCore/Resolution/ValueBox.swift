/// A recorded value, boxed once so styles share it and the hot path moves one pointer.
package class AnyValueBox {
    /// The value, type-erased (for explanations and snapshots).
    package var anyValue: Any { fatalError("abstract") }
}

/// A recorded value of type `Value`.
package final class ValueBox<Value>: AnyValueBox {
    package let value: Value
    package init(_ value: Value) { self.value = value }
    override package var anyValue: Any { value }
}
