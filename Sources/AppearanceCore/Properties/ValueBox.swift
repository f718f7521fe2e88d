/// A recorded value, boxed once so styles share it and the hot path moves one pointer.
@usableFromInline
package class AnyValueBox {
    /// The value, type-erased (for explanations and snapshots).
    package var anyValue: Any { fatalError("abstract") }

    @usableFromInline
    package init() {}
}

/// A recorded value of type `Value`.
@usableFromInline
package final class ValueBox<Value>: AnyValueBox {
    @usableFromInline
    package let value: Value

    @inlinable
    package init(_ value: Value) { self.value = value }

    override package var anyValue: Any { value }
}
