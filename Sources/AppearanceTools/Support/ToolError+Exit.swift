import AppearancePreview
import ArgumentParser

extension ToolError {
    /// The status a command exits with when it fails with an error of `kind`: 2 for a bad
    /// request (options that do nothing or contradict each other, a value an option does not
    /// take), 1 for every other kind.
    ///
    /// A command whose status 1 means that it ran and found problems (`audit`: a contrast
    /// check failed) exits 2 for every error instead, so that a script can tell the two apart.
    package static func exitStatus(for kind: Kind, oneMeansFindings: Bool = false) -> Int32 {
        oneMeansFindings || kind == .badRequest ? 2 : 1
    }

    /// The error as the commands print it on standard error: a theme's diagnostics with their
    /// lines and carets, paths relative to the current folder, after an `error: …:` line for
    /// each message that adds to them; else one `error: …` line.
    var consoleText: String {
        formatted(line: { "error: " + $0 }, diagnostics: { $0.formatted(relativeTo: Console.currentDirectory) })
    }
}

extension ParsableCommand {
    /// Runs `body` on the main actor (the tool's `run()` is called on the main thread) and
    /// returns what it returns; a ``/AppearancePreview/ToolError`` is printed on standard error
    /// and ends the tool with its kind's exit status.
    @discardableResult
    func reportingFailures<Result: Sendable>(_ body: @MainActor () throws(ToolError) -> Result) throws -> Result {
        do {
            return try MainActor.assumeIsolated { try body() }
        } catch let error as ToolError {
            Console.printError(error.consoleText)
            throw ExitCode(ToolError.exitStatus(for: error.kind))
        }
    }
}
