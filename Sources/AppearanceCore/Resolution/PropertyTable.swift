/// Every property a proxy has recorded, by key path, with typed accessors built once.
@MainActor
final class PropertyTable {
    static let shared = PropertyTable()

    final class Info {
        let keyPath: AnyKeyPath
        /// The class the key path starts at.
        let root: AppearanceType
        var name: String?
        let set: (AnyObject, AnyValueBox) -> Void
        let get: (AnyObject) -> AnyValueBox
        /// Writes the current value back in ``StyledContext/Mode/probe`` mode.
        let probe: (AnyObject) -> Probe
        /// Whether writes reach a ``Styled`` property (which tracks origins itself) or a plain one
        /// (whose pre-appearance value the engine must keep). Learned on the first write.
        var kind: Kind = .unknown

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
            set = { object, box in
                unsafeDowncast(object, to: Root.self)[keyPath: keyPath] = unsafeDowncast(box, to: ValueBox<Value>.self).value
            }
            get = { object in ValueBox(unsafeDowncast(object, to: Root.self)[keyPath: keyPath]) }
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
