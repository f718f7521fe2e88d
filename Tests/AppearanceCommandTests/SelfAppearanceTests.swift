import Foundation
import Testing

/// `Self.appearance()` in class and static methods of extensions and subclasses (#32), for
/// properties, axis setters, text attributes, appearance objects and sub-objects, built in Swift 6 and
/// Swift 5 modes. Each probe runs as a child process: a trap there fails this test instead of
/// ending the suite.
@Suite struct SelfAppearanceTests {
    @Test(arguments: ["self-appearance-probe", "self-appearance-probe-5"])
    func selfAppearanceWorksAtRunTime(probe: String) throws {
        let run = try AppearanceTool.run([], binary: AppearanceTool.product(named: probe))
        #expect(run.status == 0, "\(probe) exited with \(run.status) (a trap is 132 or 133): \(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("all shapes work"), "\(run.stdout)")
        #expect(!run.stdout.contains("FAIL"), "\(run.stdout)")
        #expect(run.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count == 10)
    }
}
