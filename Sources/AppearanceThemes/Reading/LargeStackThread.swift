internal import Foundation
internal import Synchronization

/// Runs work on a thread of its own with a large stack.
///
/// Yams builds its node tree recursively, one stack frame per level of nesting, and libyaml
/// allows 1000 levels. That is more than a secondary thread's default stack holds, so a file of
/// nested brackets would crash the process instead of producing a diagnostic. On a 64 MB stack
/// (address space, not memory: only touched pages are committed) every file libyaml accepts
/// is safe.
enum LargeStackThread {
    /// The stack size of the thread.
    static let stackSize = 64 << 20

    /// The result of `body`, run to completion on a large-stack thread while the caller waits.
    static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        let box = ResultBox<Result>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value.withLock { $0 = body() }
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.value.withLock { $0! }
    }

    private final class ResultBox<Value: Sendable>: Sendable {
        let value = Mutex<Value?>(nil)
    }
}
