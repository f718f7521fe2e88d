import ArgumentParser
import Testing

import AppearanceTools

/// One error type for the tools (#42): each kind of ``ToolError`` is one exit status.
@Suite struct ExitStatusTests {
    /// Each kind and the status a command exits with.
    static let statuses: [(kind: ToolError.Kind, status: Int32)] = [
        (.badRequest, 2), (.notFound, 1), (.forbidden, 1), (.conflict, 1), (.invalidTheme, 1),
        (.appCodeFailed, 1), (.io, 1), (.busy, 1),
    ]

    @Test("Each kind of error is one exit status: a bad request 2, every other kind 1", arguments: statuses)
    func statusOfEachKind(kind: ToolError.Kind, status: Int32) {
        #expect(ToolError.exitStatus(for: kind) == status)
    }

    @Test("The table names every kind once")
    func everyKindHasAStatus() {
        #expect(Set(Self.statuses.map(\.kind)) == Set(ToolError.Kind.allCases))
        #expect(Self.statuses.count == ToolError.Kind.allCases.count)
    }

    @Test("A command whose 1 means findings (audit) exits 2 for every kind of error", arguments: ToolError.Kind.allCases)
    func auditExitsTwoForEveryError(kind: ToolError.Kind) {
        #expect(ToolError.exitStatus(for: kind, oneMeansFindings: true) == 2)
    }

    @Test("A command ends with its error's exit status")
    @MainActor
    func commandsExitWithTheKindsStatus() {
        let screen = PreviewScreen("empty") { environment in Window(frame: CGRect(origin: .zero, size: environment.size)) }
        let catalog = PreviewCatalog(screens: [screen], themes: [.swift("plain") {}])
        func run(_ arguments: [String]) throws {
            try AppearanceTools.run(catalog, commandName: "app-studio", arguments: arguments)
        }
        #expect(throws: ExitCode(2), "a bad request") { try run(["render", "--level", "AAA"]) }
        #expect(throws: ExitCode(1), "not found") { try run(["render", "--screen", "settings"]) }
    }
}
