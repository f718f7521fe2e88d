public import AppearanceKit
import Foundation
public import SnapshotTesting

extension Diffing where Value == String {
    /// Compares two of the kit's SVG pictures and, when they differ, says which views changed
    /// and how (moved, a colour, a text, added or removed), then the lines that differ.
    ///
    /// - Parameters:
    ///   - subject: What was drawn, for the message ("the screen", "the view").
    ///   - traits: The traits it was drawn in, for the message.
    public static func appearanceSVG(subject: String, traits: TraitCollection) -> Diffing {
        Diffing.diff(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diffV2: { reference, current in
                guard reference != current else { return nil }
                let changes = SVGViewDiff(reference: reference, current: current)
                let state = traits == TraitCollection() ? "the default traits" : "\(traits)"
                var message = "The picture of \(subject) in \(state) differs from the reference:\n"
                message += changes.summary()
                if let lines = Diffing<String>.lines.diffV2(reference, current)?.0 {
                    message += "\n\nLines (− reference, + now):\n" + lines
                }
                // The picture of now, for a test report to show beside the reference.
                return (message, [.data(Data(current.utf8), name: "current.svg")])
            })
    }
}
