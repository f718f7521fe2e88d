/// Puts back what applies to a styled sub-object's property once a container's rule for it
/// is withdrawn (R13): the nearest other container's rule for it, else the sub-object's own.
///
/// A walk withdraws a container's value when the container's style loses it, and the values
/// it gave way to are not written again by the walk when their own styles did not change (a
/// trait change that only the container's rules depend on), so they are found and written
/// here. The path is rare (a container's rule for a sub-object going away), so it probes
/// storages rather than keeping bookkeeping on every write.
@MainActor
struct SubobjectValueRestorer {
    private let info: PropertyTable.Info
    private let container: AnyObject
    private let subobject: any AppearanceNode
    /// Where the property's value lives: the sub-object's storage, by address, and for one
    /// value of an axis property, the axis value.
    private let address: UInt
    private let axis: AnyHashable?

    /// A restorer for `info`'s value in `container`'s sub-object, or `nil` when the sub-object
    /// is not a node or the property is not found in it.
    init?(info: PropertyTable.Info, container: AnyObject) {
        guard let path = info.subobjectPath,
            let subobject = PropertyTable.read(path, of: container) as? any AppearanceNode,
            let storage = info.probe(container).storage
        else { return nil }
        self.info = info
        self.container = container
        self.subobject = subobject
        address = Self.address(of: storage, in: container)
        axis = storage.axis
    }

    /// Writes the nearest other container's value for the property, else the sub-object's own.
    func restore() {
        var current = subobject.appearanceContainer
        while let holder = current {
            current = holder.appearanceContainer
            guard holder !== container, let node = holder as? any AppearanceNode, let style = node.appearanceState.style
            else { continue }
            if write(from: style, to: node, kind: .containerStyled, mode: .containerAppearance) { return }
        }
        if let style = subobject.appearanceState.style {
            _ = write(from: style, to: subobject, kind: nil, mode: .appearance)
        }
    }

    /// Writes the value `style` gives the property's storage on `node`, if it gives one.
    private func write(from style: ResolvedStyle, to node: AnyObject, kind: PropertyTable.Info.Kind?, mode: StyledContext.Mode) -> Bool {
        for index in 0..<style.storeCount {
            let store = unsafe style.stores[index]
            let storeInfo = unsafe store.info.object
            if let kind, storeInfo.kind != kind { continue }
            guard let storage = storeInfo.probe(node).storage, Self.address(of: storage, in: node) == address,
                storage.axis == axis
            else { continue }
            let saved = StyledContext.mode
            StyledContext.mode = mode
            unsafe storeInfo.set(node, store.box.object)
            StyledContext.mode = saved
            return true
        }
        return false
    }

    private static func address(of storage: PropertyTable.Info.Storage, in object: AnyObject) -> UInt {
        UInt(bitPattern: ObjectIdentifier(object)) &+ UInt(bitPattern: storage.offset)
    }
}
