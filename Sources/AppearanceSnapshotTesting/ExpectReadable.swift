public import AppearanceAudit
public import AppearanceKit
public import Foundation
public import Testing

/// Checks that every text and control part of the screen `controller` shows has the contrast
/// `level` asks, in every state of `matrix`, and records an issue with the audit's findings
/// (each at the `file:line` of the rule or theme entry that gave the colour) when one has not.
///
/// ```swift
/// @Test @MainActor func settingsIsReadable() {
///     AppTheme.apply()
///     expectReadable(SettingsViewController(), in: .default)
/// }
/// ```
///
/// The controller is made again for each state (the argument is evaluated once per state), as
/// a device launched in that state would make it. The proxies are used as the app's set-up
/// recorded them.
///
/// - Parameters:
///   - controller: The screen's root view controller.
///   - matrix: The trait states (``/AppearanceAudit/TraitMatrix/default``: style × contrast ×
///     content size).
///   - device: The screen size.
///   - level: The WCAG level.
///   - baseline: A baseline file of accepted findings (JSON, as `appearance audit
///     --write-baseline` writes it): they do not fail the test.
///   - record: Writes the findings of now to `baseline` instead of checking (and records an
///     issue saying so, as snapshot recording does).
///   - sourceLocation: Where the issue is recorded.
@MainActor
public func expectReadable(
    _ controller: @autoclosure () -> ViewController, in matrix: TraitMatrix, on device: SnapshotDevice = .iPhone,
    level: ContrastLevel = .aa, baseline: String? = nil, record: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let check = ReadabilityCheck(matrix: matrix, device: device, level: level, baseline: baseline, record: record)
    if let failure = check.failure(for: controller) { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
}

/// Checks that every text and control part of `view` has the contrast `level` asks, in every
/// state of `matrix`; see ``expectReadable(_:in:on:level:baseline:record:sourceLocation:)``.
///
/// - Parameters:
///   - view: The view, drawn alone at `size` (its frame's size when `nil`, else the device's).
///   - size: The view's size.
///   - matrix: The trait states.
///   - device: The size used when the view has none.
///   - level: The WCAG level.
///   - baseline: A baseline file of accepted findings.
///   - record: Writes the findings of now to `baseline` instead of checking.
///   - sourceLocation: Where the issue is recorded.
@MainActor
public func expectReadable(
    _ view: @autoclosure () -> View, size: CGSize? = nil, in matrix: TraitMatrix, on device: SnapshotDevice = .iPhone,
    level: ContrastLevel = .aa, baseline: String? = nil, record: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let check = ReadabilityCheck(matrix: matrix, device: device, level: level, baseline: baseline, record: record)
    if let failure = check.failure(for: view, size: size) { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
}
