import AppearanceCore
import Testing

@Suite struct TraitCollectionTests {
    @Test func unspecifiedTraitsReportDefaults() {
        let traits = TraitCollection()
        #expect(traits.userInterfaceStyle == .unspecified)
        #expect(traits.displayScale == 0)
        #expect(traits.specifiedCount == 0)
    }

    @Test func builderSpecifiesEachAssignedTrait() {
        let traits = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.horizontalSizeClass = .compact
        }
        #expect(traits.specifiedCount == 2)
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.specifies(HorizontalSizeClassTrait.self))
        #expect(!traits.specifies(VerticalSizeClassTrait.self))
    }

    @Test func equalityIgnoresAssignmentOrder() {
        let a = TraitCollection {
            $0.userInterfaceStyle = .dark; $0.layoutDirection = .rightToLeft
        }
        let b = TraitCollection {
            $0.layoutDirection = .rightToLeft; $0.userInterfaceStyle = .dark
        }
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
    }

    @Test func mergingLetsLaterCollectionsWin() {
        let base = TraitCollection {
            $0.userInterfaceStyle = .light; $0.userInterfaceIdiom = .phone
        }
        let merged = base.merging(TraitCollection(userInterfaceStyle: .dark))
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.userInterfaceIdiom == .phone)
        #expect(TraitCollection(traitsFrom: [base, TraitCollection(userInterfaceStyle: .dark)]) == merged)
    }

    enum ContainedInSettingsTrait: TraitDefinition {
        static let defaultValue = false
        static let name = "containedInSettings"
    }

    @Test func appsDefineTheirOwnTraits() {
        var traits = TraitCollection()
        #expect(traits[ContainedInSettingsTrait.self] == false)
        traits[ContainedInSettingsTrait.self] = true
        #expect(traits[ContainedInSettingsTrait.self])
        #expect(traits.description == "containedInSettings=true")
    }

    struct SatisfactionCase: Sendable, CustomTestStringConvertible {
        let required: TraitCollection
        let actual: TraitCollection
        let satisfied: Bool
        var testDescription: String { "\(required) in \(actual) -> \(satisfied)" }
    }

    static let satisfactionCases: [SatisfactionCase] = [
        .init(required: TraitCollection(), actual: TraitCollection(userInterfaceStyle: .dark), satisfied: true),
        .init(required: TraitCollection(userInterfaceStyle: .dark), actual: TraitCollection(userInterfaceStyle: .dark), satisfied: true),
        .init(required: TraitCollection(userInterfaceStyle: .dark), actual: TraitCollection(userInterfaceStyle: .light), satisfied: false),
        .init(required: TraitCollection(userInterfaceStyle: .dark), actual: TraitCollection(), satisfied: false),
        // A required default value is satisfied by a collection that leaves the trait unspecified.
        .init(required: TraitCollection(userInterfaceStyle: .unspecified), actual: TraitCollection(), satisfied: true),
        .init(
            required: TraitCollection {
                $0.userInterfaceStyle = .dark; $0.horizontalSizeClass = .compact
            },
            actual: TraitCollection {
                $0.userInterfaceStyle = .dark; $0.horizontalSizeClass = .regular
            }, satisfied: false),
        .init(
            required: TraitCollection {
                $0.userInterfaceStyle = .dark; $0.horizontalSizeClass = .compact
            },
            actual: TraitCollection {
                $0.userInterfaceStyle = .dark; $0.horizontalSizeClass = .compact; $0.displayScale = 3
            },
            satisfied: true),
    ]

    @Test(arguments: satisfactionCases)
    func everySpecifiedTraitMustMatch(_ row: SatisfactionCase) {
        #expect(row.required.isSatisfied(by: row.actual) == row.satisfied)
    }

    /// `(before, after, differs)`: only the style and the contrast change how colours resolve.
    static let colorAppearanceCases: [(TraitCollection?, TraitCollection, Bool)] = [
        (TraitCollection(userInterfaceStyle: .light), TraitCollection(userInterfaceStyle: .dark), true),
        (TraitCollection(userInterfaceStyle: .dark), TraitCollection(userInterfaceStyle: .dark), false),
        (TraitCollection(accessibilityContrast: .normal), TraitCollection(accessibilityContrast: .high), true),
        (TraitCollection(preferredContentSizeCategory: .large), TraitCollection(preferredContentSizeCategory: .extraLarge), false),
        (nil, TraitCollection(userInterfaceStyle: .light), true),
    ]

    @Test(arguments: colorAppearanceCases)
    func onlyStyleAndContrastChangeColours(before: TraitCollection?, after: TraitCollection, differs: Bool) {
        #expect(after.hasDifferentColorAppearance(comparedTo: before) == differs)
    }

}
