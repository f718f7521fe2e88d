import AppearanceAudit
import AppearanceKit
import AppearancePreview
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

    @Test(arguments: [
        (["style=light,dark,light,dark", "contrast=high,high"], "style=light,dark contrast=high", 2),
        (["size=AX3,accessibilityExtraLarge,large"], "size=AX3,large", 2),
    ])
    func repeatedValuesCountOnce(words: [String], description: String, count: Int) throws {
        let matrix = try TraitMatrix(parsing: words)
        #expect(matrix.description == description)
        #expect(matrix.states.count == count)
    }

    /// Limits are checked before any state is built, with the limit in the message.
    @Test(arguments: [
        (Array(repeating: "style=light", count: 9), TraitMatrix.Limits.standard, "the matrix names 9 traits; it may name at most 8"),
        (["style=" + (0..<17).map { "v\($0)" }.joined(separator: ",")], .standard, "style lists more than 16 values"),
        (
            ["style=light,dark", "contrast=normal,high", "contentSize=large,AX1,AX2,AX3,AX4,AX5,small,medium,extraLarge"], .studio,
            "the matrix has more than 32 states"
        ),
        (
            ["style=light,dark", "contrast=normal,high", "contentSize=large,AX1,AX2,AX3"],
            .init(dimensions: 3, valuesPerTrait: 4, states: 8),
            "the matrix has more than 8 states"
        ),
    ])
    func limitsAreCheckedFirst(words: [String], limits: TraitMatrix.Limits, message: String) {
        #expect(throws: ToolError.self) { try TraitMatrix.dimensions(parsing: words, limits: limits) }
        do {
            _ = try TraitMatrix(parsing: words, limits: limits)
            Issue.record("\(words) is past \(limits)")
        } catch {
            #expect(error.kind == .badRequest)
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test func theStudiosLimitsTakeTheDefaultMatrixFourTimesOver() throws {
        let words = ["style=light,dark", "contrast=normal,high", "contentSize=large,AX1,AX2,AX3,AX4,AX5,small,medium"]
        #expect(try TraitMatrix(parsing: words, limits: .studio).states.count == 32)
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
            #expect(error.kind == .badRequest)
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
