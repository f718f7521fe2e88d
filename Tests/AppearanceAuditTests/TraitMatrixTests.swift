import AppearanceAudit
import AppearanceKit
import Testing

/// The trait matrix: states as every combination, names as the command line writes them, and
/// errors that list what there is.
@MainActor
@Suite struct TraitMatrixTests {
    @Test func theDefaultIsStyleContrastAndTwoTextSizes() {
        let matrix = TraitMatrix.default
        #expect(matrix.description == "style=light,dark contrast=normal,high contentSize=large,AX3")
        #expect(matrix.states.count == 8)
        #expect(matrix.states.first?.description == "style=light contrast=normal contentSize=large")
        #expect(matrix.states.last?.description == "style=dark contrast=high contentSize=AX3")
        let last = matrix.states.last!.traits
        #expect(last.userInterfaceStyle == .dark)
        #expect(last.accessibilityContrast == .high)
        #expect(last.preferredContentSizeCategory == .accessibilityExtraLarge)
    }

    @Test(arguments: [
        (["style=dark"], 1), (["style=light,dark", "contrast=normal,high"], 4),
        (["horizontalSizeClass=compact,regular", "size=large,AX1,AX5"], 6), (["legibilityWeight=regular,bold"], 2),
    ])
    func statesAreEveryCombination(words: [String], count: Int) throws {
        #expect(try TraitMatrix(parsing: words).states.count == count)
    }

    @Test func sizeClassesAndContentSizesSetTheirTraits() throws {
        let state = try TraitMatrix(parsing: ["horizontalSizeClass=regular", "contentSize=AX1"]).states[0]
        #expect(state.traits.horizontalSizeClass == .regular)
        #expect(state.traits.preferredContentSizeCategory == .accessibilityMedium)
    }

    @Test(arguments: [
        (["colour=dark"], "unknown trait 'colour'"),
        (["style=dim"], "'dim' is not a value of style"),
        (["style"], "'style' is not a matrix dimension; write trait=value,value"),
        (["style=light,,dark"], "style has an empty value"),
        (["style=light", "style=dark"], "the matrix names style twice"),
    ])
    func badWordsSayWhatToWrite(words: [String], message: String) {
        do {
            _ = try TraitMatrix(parsing: words)
            Issue.record("no error for \(words)")
        } catch {
            #expect(error.kind == .badMatrix)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func anUnknownTraitListsTheTraits() {
        do {
            _ = try TraitMatrix(parsing: ["colour=dark"])
        } catch {
            #expect(error.message.contains("userInterfaceStyle"))
            #expect(error.message.contains("contrast"))
        }
    }
}
