/// Every property a proxy has recorded, by key path, with typed accessors built once.
@MainActor
final class PropertyTable {
    /// The table. Code above the registry reads it as ``ProxyRegistry/properties``.
    static let shared = PropertyTable()

    typealias Accessor = PropertyAccessor

    @safe final class Info {
        let keyPath: AnyKeyPath
        /// The class the key path starts at.
        let root: AppearanceType
        /// The type of the property's values.
        let valueType: ObjectIdentifier
        var name: String?
        /// Whether the key path goes through a sub-object that is itself styled
        /// (`\SearchBar.searchTextField.textColor`): its values are written as a containing
        /// object's (R13), which the sub-object's own rules do not replace.
        var reachesStyledSubobject = false
        /// For a key path through a sub-object, how the sub-object proxy that recorded it names
        /// the sub-object (`searchTextField`), for explanations.
        var subobjectName: String?
        /// For a key path recorded through a sub-object proxy, the key path to the sub-object.
        var subobjectPath: AnyKeyPath?
        /// Writes and reads boxed values through the key path. Starts as a generic accessor; the first proxy set through the key path installs one
        /// compiled where the key path is a literal (see ``AppearanceProxy``), which calls the
        /// property's accessors directly.
        private(set) var access: Accessor
        /// Where ``access`` came from.
        private(set) var accessorSource = AccessorSource.generic
        /// Writes the current value back in ``StyledContext/Mode/probe`` mode.
        let probe: (AnyObject) -> Probe
        /// Whether writes reach a ``Styled`` property (which tracks origins itself) or a plain one
        /// (whose pre-appearance value the engine must keep). Learned on the first write.
        var kind: Kind {
            get { unsafe kindStorage[0] }
            set { unsafe kindStorage[0] = newValue }
        }
        /// Where ``kind`` lives, so that styles read it without reference counting. Never freed:
        /// infos live as long as the process.
        let kindStorage = unsafe UncheckedBuffer<Kind>.allocate(count: 1, filling: .unknown)
        /// For ``Kind/styled`` properties, where the value lives in the object (learned with the
        /// kind): two infos with one storage are aliases (key paths rooted at a class and at its
        /// subclass).
        var storage: Storage? {
            didSet { storageOffset = storage?.offset ?? .min }
        }
        /// `storage`'s offset (`Int.min` without one), to compare without copying the axis value.
        private(set) var storageOffset = Int.min

        /// `containerStyled`: a ``Styled`` property of a styled sub-object, reached from a
        /// containing object (`\SearchBar.searchTextField.textColor`), whose values are written as
        /// a container's (R13); kept apart from `styled` so that the walk's usual write stays one
        /// test.
        enum Kind { case unknown, styled, plain, containerStyled }

        /// Where a property's accessor came from.
        enum AccessorSource {
            /// Built from the key path at run time: a generic key-path write.
            case generic
            /// Built where a proxy set wrote the key path (see ``AppearanceProxy``).
            case callSite
            /// Calls the setter registered with ``AppearanceCatalog/register(_:_:set:)``.
            case registeredSetter
        }

        struct Probe {
            let explicit: Bool
            /// Where a ``Styled`` property keeps the value; `nil` for plain properties.
            let storage: Storage?
        }

        /// The identity of a styled value inside an object: key paths rooted at a class and at
        /// its subclass reach the same storage.
        struct Storage: Hashable {
            let offset: Int
            let axis: AnyHashable?
        }

        init<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>, root: AppearanceType) {
            self.keyPath = keyPath
            self.root = root
            valueType = ObjectIdentifier(Value.self)
            access = unsafe PropertyAccessor { unsafe PropertyAccessor.perform($0, on: keyPath) }
            probe = { object in
                let target = object as! Root
                StyledContext.clearProbe()
                StyledContext.with(.probe) { target[keyPath: keyPath] = target[keyPath: keyPath] }
                let storage = StyledContext.probedOffset(in: object).map { Storage(offset: $0, axis: StyledContext.probedAxis) }
                return Probe(explicit: StyledContext.probedExplicit, storage: storage)
            }
        }

        /// Writes `box`'s value into `object`.
        @inline(__always)
        func set(_ object: AnyObject, _ box: AnyValueBox) {
            _ = unsafe access.call(.write(Unretained(object), Unretained(box)))
        }

        /// The current value of `object`, boxed.
        @inline(__always)
        func get(_ object: AnyObject) -> AnyValueBox {
            unsafe access.call(.read(Unretained(object))) as! AnyValueBox
        }

        /// Takes a faster accessor that behaves the same as the generic one: one built where
        /// a proxy set wrote the key path (the first is kept), or one calling a setter registered
        /// in the catalog (which replaces any other: registering is explicit).
        func install(_ accessor: Accessor, from source: AccessorSource) {
            guard source == .registeredSetter || accessorSource == .generic else { return }
            access = accessor
            accessorSource = source
        }

        /// The registered name, else the best the platform can print.
        var displayName: String { name ?? "\(keyPath)" }
    }

    private(set) var infos: [Info] = []

    /// The property numbered `property`.
    @inline(__always)
    func info(_ property: Int32) -> Info { infos[Int(property)] }
    private var byKeyPath: [AnyKeyPath: Int32] = [:]
    /// Per property index, the property the engine resolves and writes it as (itself, unless
    /// another key path was found to reach the same storage; see PropertyIdentity.swift).
    var canonical: [Int32] = []
    /// Whether ``canonical`` changed since the rules were last indexed.
    var canonicalChanged = false

    func index<Root: AnyObject, Value>(of keyPath: ReferenceWritableKeyPath<Root, Value>) -> Int32 {
        if let index = byKeyPath[keyPath] { return index }
        let index = Int32(infos.count)
        infos.append(Info(keyPath, root: .of(Root.self)))
        canonical.append(index)
        byKeyPath[keyPath] = index
        return index
    }

    func existingIndex(of keyPath: AnyKeyPath) -> Int32? { byKeyPath[keyPath] }

    /// Notes what a sub-object proxy recorded at `joined`: the sub-object's name, whether the
    /// sub-object is itself styled (R13), and, when the leaf `property` has a registered name,
    /// the joined name (`searchTextField.textColor`) that explanations and the tools use.
    func noteSubobjectPath(
        _ joined: AnyKeyPath, subobject name: String?, at path: AnyKeyPath, property leaf: AnyKeyPath, styled: Bool
    ) {
        guard let index = byKeyPath[joined] else { return }
        let info = infos[Int(index)]
        if styled {
            info.reachesStyledSubobject = true
            if info.kind == .styled { info.kind = .containerStyled }
        }
        info.subobjectPath = path
        guard let name else { return }
        info.subobjectName = name
        if info.name == nil, let leafName = byKeyPath[leaf].flatMap({ infos[Int($0)].name }) {
            info.name = "\(name).\(leafName)"
        }
    }

    /// The properties recorded through the sub-object named `subobject` of `node` whose leaf is
    /// the property named `leaf` of that sub-object (`searchTextField` and `textColor`), found
    /// by where their values land; each is given the joined name from now on.
    func subobjectProperties(of node: AnyObject, subobject: String, leaf: String) -> [Int32] {
        var result: [Int32] = []
        let leaves = indices(named: leaf)
        for (index, info) in infos.enumerated() where info.subobjectName == subobject {
            guard let path = info.subobjectPath, let target = Self.read(path, of: node) as? AnyObject,
                AppearanceType.of(type(of: node)).isKind(of: info.root),
                let storage = info.probe(node).storage
            else { continue }
            let address = UInt(bitPattern: ObjectIdentifier(node)) &+ UInt(bitPattern: storage.offset)
            let reachesLeaf = leaves.contains { leafIndex in
                let leafInfo = infos[Int(leafIndex)]
                guard AppearanceType.of(type(of: target)).isKind(of: leafInfo.root),
                    let leafStorage = leafInfo.probe(target).storage
                else { return false }
                return UInt(bitPattern: ObjectIdentifier(target)) &+ UInt(bitPattern: leafStorage.offset) == address
                    && leafStorage.axis == storage.axis
            }
            guard reachesLeaf else { continue }
            if info.name == nil { info.name = "\(subobject).\(leaf)" }
            result.append(Int32(index))
        }
        return result
    }

    /// The value at `path` of `object`, whose dynamic type is the key path's root (`nil` if not).
    static func read<Root>(_ path: AnyKeyPath, of object: Root) -> Any? {
        object[keyPath: path]
    }

    /// Property indices registered under `name`.
    func indices(named name: String) -> [Int32] {
        infos.indices.filter { infos[$0].name == name }.map(Int32.init)
    }
}

/// Reads and writes one property through its key path. A struct, so that the closure is stored
/// and called without reabstraction; unmanaged references, so that calls need no reference
/// counting. One closure serves every request: a key path literal reaches it as a constant only
/// when the closure is its sole use (see ``AppearanceProxy``).
@usableFromInline
@safe package struct PropertyAccessor {
    @usableFromInline
    package let call: (AccessorRequest) -> AnyObject?
    /// Writes `count` queued values as ``AccessorRequest/writeValues(_:count:)`` does, when the
    /// accessor has a closure of its own for it (``calling(_:through:)``); `nil` otherwise.
    ///
    /// A separate closure, because it captures nothing but the setter: a closure whose only
    /// capture is a constant function is specialized by the optimizer with that function
    /// inlined, so the setter is called directly in the loop. Captured next to the key path,
    /// as in ``call``, it stays an indirect call of a closure per value (about a third of what
    /// writing a value cost, #14).
    @usableFromInline
    package let writeValues: ((UncheckedBuffer<QueuedValue>, Int) -> Void)?

    @inlinable
    package init(_ call: @escaping (AccessorRequest) -> AnyObject?) {
        unsafe self.call = unsafe call
        unsafe writeValues = nil
    }

    /// An accessor whose queued writes go through `writeValues` (see ``writeValues``).
    @inlinable
    package init(
        _ call: @escaping (AccessorRequest) -> AnyObject?, writeValues: @escaping (UncheckedBuffer<QueuedValue>, Int) -> Void
    ) {
        unsafe self.call = unsafe call
        unsafe self.writeValues = unsafe writeValues
    }

    /// Writes `count` queued values: through ``writeValues`` if the accessor has it, else
    /// through ``call``.
    @inlinable @inline(__always)
    package func write(_ values: UncheckedBuffer<QueuedValue>, count: Int) {
        if let writeValues = unsafe writeValues {
            unsafe writeValues(values, count)
        } else {
            _ = unsafe call(.writeValues(values, count: count))
        }
    }

    /// Carries out `request` through `keyPath`.
    @inlinable @inline(__always)
    package static func perform<Root: AnyObject, Value>(
        _ request: AccessorRequest, on keyPath: ReferenceWritableKeyPath<Root, Value>
    ) -> AnyObject? {
        switch unsafe request {
        case let .write(object, box):
            let value = unsafe box.with(as: ValueBox<Value>.self) { $0.value }
            unsafe object.with(as: Root.self) { $0[keyPath: keyPath] = value }
            return nil
        case let .writeValues(values, count):
            for index in 0..<count {
                let queued = unsafe values[index]
                let value = unsafe queued.box.with(as: ValueBox<Value>.self) { $0.value }
                unsafe queued.object.with(as: Root.self) { $0[keyPath: keyPath] = value }
            }
            return nil
        case let .read(object):
            return unsafe object.with(as: Root.self) { ValueBox($0[keyPath: keyPath]) }
        case .keyPath:
            return keyPath
        }
    }
}

extension PropertyAccessor {
    /// An accessor that writes by calling `set` (a closure written against the property, so a
    /// direct call of its setter) and reads through `keyPath`.
    ///
    /// Inlinable so that it is specialised where the property is registered: a generic copy
    /// would move every value through the runtime's value witnesses (a retain, a release and an
    /// indirect call per value), which cost more than the setter itself.
    @inlinable
    package static func calling<Root: AnyObject, Value>(
        _ set: @escaping (Root, Value) -> Void, through keyPath: ReferenceWritableKeyPath<Root, Value>
    ) -> PropertyAccessor {
        // The value is passed to `set` borrowed from its box (a `let`), not copied out first:
        // for a reference-counted value that saves a retain and a release per write.
        // `writeValues` captures `set` alone (see ``PropertyAccessor/writeValues``).
        let writeValues: (UncheckedBuffer<QueuedValue>, Int) -> Void = { values, count in
            for index in 0..<count {
                let queued = unsafe values[index]
                unsafe queued.box.with(as: ValueBox<Value>.self) { box in
                    unsafe queued.object.with(as: Root.self) { set($0, box.value) }
                }
            }
        }
        return unsafe PropertyAccessor(
            { request in
                switch unsafe request {
                case let .write(object, box):
                    unsafe box.with(as: ValueBox<Value>.self) { box in unsafe object.with(as: Root.self) { set($0, box.value) } }
                case let .writeValues(values, count):
                    unsafe writeValues(values, count)
                case .read, .keyPath:
                    return unsafe PropertyAccessor.perform(request, on: keyPath)
                }
                return nil
            }, writeValues: unsafe writeValues)
    }
}

/// What a ``PropertyAccessor`` is asked to do.
@usableFromInline
@unsafe package enum AccessorRequest {
    /// Write the box's value into the object (the result is `nil`).
    case write(Unretained<AnyObject>, Unretained<AnyValueBox>)
    /// Write each of `count` queued values into its object (the result is `nil`): one call
    /// for many objects, so that what a call costs (materialising the key path) is paid once.
    case writeValues(UncheckedBuffer<QueuedValue>, count: Int)
    /// The object's current value, in a new box (retained).
    case read(Unretained<AnyObject>)
    /// The key path (retained).
    case keyPath
}

/// A value waiting to be written into one object, both unretained: the queue keeps the object
/// alive and the walk's rule index the box, until the value is written.
@usableFromInline
@unsafe package struct QueuedValue: BitwiseCopyable {
    @usableFromInline
    package let object: Unretained<AnyObject>
    @usableFromInline
    package let box: Unretained<AnyValueBox>

    init(object: Unretained<AnyObject>, box: Unretained<AnyValueBox>) {
        unsafe self.object = unsafe object
        unsafe self.box = unsafe box
    }
}
