/// A scope's rules in force where a walk is (R11): the scope's rule index, and that index's
/// numbering of the walk's container stack (contexts and rows of innermost containers), kept
/// in step with the walker's own numbering for the global rules.
///
/// Made when the walk reaches the node the scope is attached to (for the stack above it),
/// pushed and popped with the walk's ``ContainerStack`` while the walk is below (the
/// ``ScopeStack`` holding it passes each push and pop on), dropped after the node's subtree.
/// The layer holds its index, so the styles it makes outlive the walk's queued writes.
@MainActor
@safe final class ScopeLayer: ScopeLayeringMember {
    let scope: AppearanceScope
    let index: RuleIndex
    /// `index`, for use without reference counting; `index` keeps it alive.
    let indexRef: Unretained<RuleIndex>
    /// The index's context of each prefix of the stack (one element more than the stack).
    let contexts = Scratch<UInt64>()
    /// One row per stack position, as the container stack keeps them (see
    /// ``ContainerStack/rows``), for this index's kinds of container.
    let rows = Scratch<Int32>()
    let rowWidth: Int
    private let kindSlots: UncheckedBuffer<Int32>
    private let kindSlotCount: Int

    /// The layer of `scope` for a walk whose stack is `containers`, numbered as it is now.
    init(scope: AppearanceScope, containers: borrowing ContainerStack) {
        self.scope = scope
        index = scope.index
        unsafe indexRef = unsafe Unretained(index)
        let kinds = unsafe indexRef.containerKinds
        unsafe kindSlots = unsafe kinds.slots
        kindSlotCount = unsafe kinds.slotCount
        rowWidth = unsafe kinds.count
        contexts.append(0)
        rows.grow(to: rowWidth, filling: -1)
        for position in 0..<containers.count {
            push(containers.type(at: position), classTypes: containers.classTypes(at: position), position: position)
        }
    }

    /// Follows the container stack pushing a container of `type` with the style classes `classTypes` at
    /// stack position `position`.
    @inline(__always)
    func push(_ type: Int32, classTypes: ContiguousArray<Int32>, position: Int) {
        var context = unsafe indexRef.context(parent: contexts.last, type: type)
        for classType in classTypes { context = unsafe indexRef.context(parent: context, type: classType) }
        contexts.append(context)
        if rowWidth > 0 {
            unsafe ContainerStack.appendRow(
                to: rows, width: rowWidth, slots: kindSlots, slotCount: kindSlotCount, type: type, classTypes: classTypes,
                position: position, types: TypeTable.shared)
        }
    }

    /// Follows the container stack popping `count` containers.
    @inline(__always)
    func pop(_ count: Int) {
        contexts.count -= count
        rows.count -= count * rowWidth
    }
}
