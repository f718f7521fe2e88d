import AppearancePreview
import ArgumentParser

/// A failure a command reports on standard error before exiting with status 1 (2 for options
/// that do not go together): already rendered text (theme diagnostics with their carets, or
/// one `error: …` line).
struct CommandFailure: Error {
    /// What to print.
    let message: String
    /// The exit status.
    var status: Int32 = 1

    /// A failure printed as `message` exactly (theme diagnostics).
    init(rendered message: String) {
        self.message = message
    }

    /// A failure printed as `error: message`.
    init(_ message: String) {
        self.message = "error: " + message
    }

    /// Options that do nothing, or contradict each other, in the combination given: printed as
    /// `error: message`, exit status 2. An option is never silently ignored.
    static func usage(_ message: String) -> CommandFailure {
        var failure = CommandFailure(message)
        failure.status = 2
        return failure
    }

    /// A preview failure: a theme's diagnostics with paths relative to the current folder, or
    /// one `error: …` line.
    init(_ error: PreviewError) {
        self.message =
            error.diagnostics.isEmpty
            ? "error: " + error.message : error.diagnostics.formatted(relativeTo: Console.currentDirectory)
    }
}

extension ParsableCommand {
    /// Runs `body` on the main actor (the tool's `run()` is called on the main thread); a
    /// ``CommandFailure`` is printed on standard error and ends the tool with status 1.
    func reportingFailures(_ body: @MainActor () throws -> Void) throws {
        do {
            try MainActor.assumeIsolated { try body() }
        } catch let failure as CommandFailure {
            Console.printError(failure.message)
            throw ExitCode(failure.status)
        }
    }
}
