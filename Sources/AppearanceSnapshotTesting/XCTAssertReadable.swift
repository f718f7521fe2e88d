public import AppearanceAudit
public import AppearanceKit
public import Foundation
import XCTest

/// XCTest's twin of ``expectReadable(_:in:on:level:baseline:record:sourceLocation:)``: fails
/// the test with the audit's findings when a text or control part of the screen lacks the
/// contrast `level` asks in a state of `matrix`.
///
/// ```swift
/// @MainActor func testSettingsIsReadable() {
///     XCTAssertReadable(SettingsViewController(), in: .default)
/// }
/// ```
///
/// - Parameters:
///   - controller: The screen's root view controller, made again for each state.
///   - matrix: The trait states.
///   - device: The screen size.
///   - level: The WCAG level.
///   - baseline: A baseline file of accepted findings.
///   - record: Writes the findings of now to `baseline` instead of checking.
///   - file: Where the failure is reported.
///   - line: Where the failure is reported.
@MainActor
public func XCTAssertReadable(
    _ controller: @autoclosure () -> ViewController, in matrix: TraitMatrix, on device: SnapshotDevice = .iPhone,
    level: ContrastLevel = .aa, baseline: String? = nil, record: Bool = false,
    file: StaticString = #filePath, line: UInt = #line
) {
    let check = ReadabilityCheck(matrix: matrix, device: device, level: level, baseline: baseline, record: record)
    if let failure = check.failure(for: controller) { XCTFail(failure, file: file, line: line) }
}

/// XCTest's twin of ``expectReadable(_:size:in:on:level:baseline:record:sourceLocation:)`` for
/// a view drawn alone.
///
/// - Parameters:
///   - view: The view, made again for each state.
///   - size: The view's size (its frame's when `nil`).
///   - matrix: The trait states.
///   - device: The size used when the view has none.
///   - level: The WCAG level.
///   - baseline: A baseline file of accepted findings.
///   - record: Writes the findings of now to `baseline` instead of checking.
///   - file: Where the failure is reported.
///   - line: Where the failure is reported.
@MainActor
public func XCTAssertReadable(
    _ view: @autoclosure () -> View, size: CGSize? = nil, in matrix: TraitMatrix, on device: SnapshotDevice = .iPhone,
    level: ContrastLevel = .aa, baseline: String? = nil, record: Bool = false,
    file: StaticString = #filePath, line: UInt = #line
) {
    let check = ReadabilityCheck(matrix: matrix, device: device, level: level, baseline: baseline, record: record)
    if let failure = check.failure(for: view, size: size) { XCTFail(failure, file: file, line: line) }
}
