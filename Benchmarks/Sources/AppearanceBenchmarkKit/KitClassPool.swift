import AppearanceBenchmark
import AppearanceKit

/// The Swift classes that stand for workload classes on the kit path, by workload name.
///
/// Kit views take their appearance type from their Swift class (`View` does not let a subclass
/// choose another), so each workload class needs a real class, and rules are recorded on it
/// with `C.appearance()` as an app records them. Classes cannot be made at run time, so
/// `Benchmarks/chromium/gen_kit_swift.py` writes them (`Generated/KitClasses.swift`) for every
/// class name gen_workload.py gives with `--classes 50` and seeds 1-10; a name always has the
/// same superclass there, so one pool serves all those workloads.
@MainActor
enum KitClassPool {
    /// One generated class.
    struct Entry {
        /// Its Swift name, which theme files use (`KitLabel`: the kit has a `Label` of its own).
        let swiftName: String
        /// The workload name of its superclass.
        let superclass: String?
        /// The class.
        let type: View.Type
        /// Makes a view of the class; `nil` for the root class, a kit `Window`.
        let make: (@MainActor () -> View)?
        /// Records a rule on the class's proxies, one rule per call, from small generated
        /// functions that name the class (`KitLabel.appearance(for: traits)`), one per rule
        /// shape: every key path is a literal rooted at the target class, as in an app's code.
        let record: @MainActor (KitRule) -> Void
    }

    /// The entries of `workload`'s classes, by class index.
    ///
    /// - Throws: ``KitSceneError/classNotGenerated(_:)`` for a class the pool lacks or has with
    ///   another superclass, ``KitSceneError/rootIsNotAWindow(_:)`` when class 0 is not `Window`.
    static func entries(for workload: Workload) throws -> [Entry] {
        try workload.classes.enumerated().map { index, info in
            let superclass = info.superclass.map { workload.classes[$0].name }
            guard let entry = generated[info.name], entry.superclass == superclass else {
                throw KitSceneError.classNotGenerated(info.name)
            }
            guard (index == 0) == (entry.make == nil) else { throw KitSceneError.rootIsNotAWindow(workload.classes[0].name) }
            return entry
        }
    }
}
