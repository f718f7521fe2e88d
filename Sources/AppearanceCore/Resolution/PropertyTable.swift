/// Every property a proxy has recorded, by key path, with typed accessors built once.
@MainActor
final class PropertyTable {
    /// The table, with any proxy set still being handed over recorded first.
    static var shared: PropertyTable {
        _ = AppearanceEngine.shared
        return instance
    }

    static let instance = PropertyTable()

    typealias Accessor = PropertyAccessor

    final class Info {
        let keyPath: AnyKeyPath
        /// The class the key path starts at.
        let root: AppearanceType
        var name: String?
        /// Writes a boxed value through the key path (returning `nil`), or reads it given `nil`.
        /// Starts as a generic accessor; the first proxy set through the key path installs one
        /// compiled where the key path is a literal (see ``AppearanceProxy``), which calls the
        /// property's accessors directly.
        @exclusivity(unchecked) private(set) var access: Accessor
        /// Whether ``access`` came from a client's literal key path.
        private(set) var hasClientAccessor = false
        /// Writes the current value back in ``StyledContext/Mode/probe`` mode.
        let probe: (AnyObject) -> Probe
        /// Whether writes reach a ``Styled`` property (which tracks origins itself) or a plain one
        /// (whose pre-appearance value the engine must keep). Learned on the first write.
        var kind: Kind {
            get { kindStorage.pointee }
            set { kindStorage.pointee = newValue }
        }
        /// Where ``kind`` lives, so that styles read it without reference counting. Never freed:
        /// infos live as long as the process.
        let kindStorage: UnsafeMutablePointer<Kind> = {
            let storage = UnsafeMutablePointer<Kind>.allocate(capacity: 1)
            storage.initialize(to: .unknown)
            return storage
        }()
        /// For ``Kind/styled`` properties, where the value lives in the object (learned with the
        /// kind): two infos with one storage are aliases (key paths rooted at a class and at its
        /// subclass).
        @exclusivity(unchecked) var storage: Storage?

        enum Kind { case unknown, styled, plain }

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
            access = PropertyAccessor { object, box in
                guard let object else { return Unmanaged.passRetained(keyPath) }
                guard let box else {
                    return object._withUnsafeGuaranteedRef {
                        Unmanaged.passRetained(ValueBox(unsafeDowncast($0, to: Root.self)[keyPath: keyPath]))
                    }
                }
                let value = box._withUnsafeGuaranteedRef { unsafeDowncast($0, to: ValueBox<Value>.self).value }
                object._withUnsafeGuaranteedRef { unsafeDowncast($0, to: Root.self)[keyPath: keyPath] = value }
                return nil
            }
            probe = { object in
                let target = unsafeDowncast(object, to: Root.self)
                StyledContext.probedExplicit = false
                StyledContext.probedStorage = nil
                StyledContext.probedAxis = nil
                StyledContext.with(.probe) { target[keyPath: keyPath] = target[keyPath: keyPath] }
                let storage = StyledContext.probedStorage.map {
                    Storage(offset: $0 - Unmanaged.passUnretained(object).toOpaque(), axis: StyledContext.probedAxis)
                }
                return Probe(explicit: StyledContext.probedExplicit, storage: storage)
            }
        }

        /// Writes `box`'s value into `object`.
        @inline(__always)
        func set(_ object: AnyObject, _ box: AnyValueBox) {
            _ = access.call(Unmanaged.passUnretained(object), Unmanaged.passUnretained(box))
        }

        /// The current value of `object`, boxed.
        @inline(__always)
        func get(_ object: AnyObject) -> AnyValueBox {
            unsafeDowncast(access.call(Unmanaged.passUnretained(object), nil)!.takeRetainedValue(), to: AnyValueBox.self)
        }

        /// Takes an accessor compiled where the key path is known (once; it behaves the same as
        /// the generic one, only faster).
        func install(_ accessor: Accessor) {
            guard !hasClientAccessor else { return }
            access = accessor
            hasClientAccessor = true
        }

        /// The registered name, else the best the platform can print.
        var displayName: String { name ?? "\(keyPath)" }
    }

    private(set) var infos: [Info] = []
    private var byKeyPath: [AnyKeyPath: Int32] = [:]

    func index<Root: AnyObject, Value>(of keyPath: ReferenceWritableKeyPath<Root, Value>) -> Int32 {
        if let index = byKeyPath[keyPath] { return index }
        let index = Int32(infos.count)
        infos.append(Info(keyPath, root: .of(Root.self)))
        byKeyPath[keyPath] = index
        return index
    }

    func existingIndex(of keyPath: AnyKeyPath) -> Int32? { byKeyPath[keyPath] }

    /// Property indices registered under `name`.
    func indices(named name: String) -> [Int32] {
        infos.indices.filter { infos[$0].name == name }.map(Int32.init)
    }
}

/// Reads and writes one property through its key path: given an object and a box, writes the
/// box's value and returns `nil`; given an object alone, returns its value in a new box; given
/// nothing, returns the key path (results are retained). A struct, so that the closure is stored
/// and called without reabstraction; unmanaged references, so that calls need no reference
/// counting.
@usableFromInline
package struct PropertyAccessor {
    @usableFromInline
    package let call: (Unmanaged<AnyObject>?, Unmanaged<AnyValueBox>?) -> Unmanaged<AnyObject>?

    @inlinable
    package init(_ call: @escaping (Unmanaged<AnyObject>?, Unmanaged<AnyValueBox>?) -> Unmanaged<AnyObject>?) {
        self.call = call
    }
}
