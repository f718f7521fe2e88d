public import AppearanceKit

// Seed 001: "UIAppearance proxy with custom view" (Ludovic Landry). `KWIllustratedLabel`, a
// label that shows an icon for what its score counts (points, with a lightning bolt; credits,
// with a money bag), gets an alternative artwork per type (a star instead of the bolt, a bag
// without the company logo), switched by a Boolean, `useAlternativeIcon`. The Boolean is an
// appearance property twice over: on the plain proxy, for every label, and per label type
// (`setUseAlternativeIcon(_:forType:)`), and a label reads it through a fallback: its own value
// (set on it, or by the plain proxy), else the value set for its type, else no.
//
// The article's Objective-C, written in Swift with the `UI` and `KW` prefixes dropped.
// Differences, each forced by the rename or by the platform:
// - `UI_APPEARANCE_SELECTOR` accessors are `@Styled` storage (porting guide, rule 1); the
//   per-type accessors are an `AxisValues` property behind a subscript, with the proxy's setter
//   declared once (rule 2). The type enum is an `Int` enum, as the article's `NSInteger` enum,
//   conforming to `AppearanceAxis`.
// - The label's own Boolean is stored as "unset or a value" so that the fallback can tell an
//   unset label from one set to `false`; the article keeps an `NSNumber` for the same reason.
// - Not verbatim: only the article's opening (the header's properties and the idea) is in the
//   stored copy this port was made from; the icon names are this port's.

/// What an illustrated label's score counts.
public enum IllustratedLabelType: Int, CaseIterable, AppearanceAxis, Sendable {
    /// Experience points, shown with a lightning bolt (a star as the alternative).
    case points
    /// Credits to spend, shown with a money bag (one without the logo as the alternative).
    case credits
}

/// A label that shows a score with an icon for what it counts.
public final class IllustratedLabel: Label {
    /// What the score counts: picks the icon.
    public var type: IllustratedLabelType = .points

    /// The label's own choice, set on it or by the plain proxy; `nil` falls back to its type's.
    @Styled var ownUseAlternativeIcon: Bool? = nil
    /// The choice per label type, set by proxies with ``setUseAlternativeIcon(_:forType:)``.
    @Styled var useAlternativeIconByType = AxisValues<IllustratedLabelType, Bool?>(default: nil)

    /// Whether the label shows the alternative artwork for its type: its own value, else the
    /// value set for its type, else `false`. An appearance property.
    public var useAlternativeIcon: Bool {
        get { ownUseAlternativeIcon ?? useAlternativeIcon(forType: type) }
        set { ownUseAlternativeIcon = newValue }
    }

    /// The choice set for labels of `type` (the storage of ``setUseAlternativeIcon(_:forType:)``).
    public subscript(useAlternativeIconForType type: IllustratedLabelType) -> Bool? {
        get { useAlternativeIconByType[type] }
        set { useAlternativeIconByType[type] = newValue }
    }

    /// Sets whether labels of `type` show the alternative artwork. An appearance property.
    public func setUseAlternativeIcon(_ useAlternativeIcon: Bool, forType type: IllustratedLabelType) {
        self[useAlternativeIconForType: type] = useAlternativeIcon
    }

    /// Whether labels of `type` show the alternative artwork, as set for the type (`false` when
    /// nothing is set).
    public func useAlternativeIcon(forType type: IllustratedLabelType) -> Bool {
        self[useAlternativeIconForType: type] ?? false
    }

    /// The icon shown before the score.
    public var icon: Image {
        switch (type, useAlternativeIcon) {
        case (.points, false): Image(systemName: "bolt.fill")!
        case (.points, true): Image(systemName: "star.fill")!
        case (.credits, false): Image(named: "moneybag-logo")!
        case (.credits, true): Image(named: "moneybag")!
        }
    }

    /// Shows `score`.
    public func setTextFromScore(_ score: Int) {
        text = "\(score)"
    }

    /// Shows `score` with a plus sign, as a gain.
    public func setTextFromScoreWithPlusSign(_ score: Int) {
        text = "+\(score)"
    }
}

extension AppearanceProxy where Target: IllustratedLabel {
    /// Sets whether matching labels of `type` show the alternative artwork.
    public func setUseAlternativeIcon(_ useAlternativeIcon: Bool, forType type: IllustratedLabelType) {
        self[\.[useAlternativeIconForType: type]] = useAlternativeIcon
    }
}
