import Foundation
import TestSupport
import Testing
import AppearanceThemes
import SeedPort

/// Thousands of seeded random mutations of valid theme files: the loader never crashes, and a
/// mutation that does not load never changes the theme in force.
@MainActor
@Suite struct MutationTests {

    /// One random edit of `text`: delete, duplicate or swap characters, lines or tokens, or
    /// insert a character that matters to YAML or JSON.
    static func mutate(_ text: String, using random: inout SeededGenerator) -> String {
        var characters = Array(text)
        guard characters.count > 2 else { return text + "{" }
        let position = Int.random(in: 0..<characters.count, using: &random)
        switch Int.random(in: 0..<9, using: &random) {
        case 0:
            characters.remove(at: position)
        case 1:
            characters.insert(characters[position], at: position)
        case 2:
            let other = Int.random(in: 0..<characters.count, using: &random)
            characters.swapAt(position, other)
        case 3:
            let specials: [Character] = [
                "{", "}", "[", "]", ",", ":", "\"", "'", "#", "$", "-", " ", "\t", "\n", "|", "&", "*", "!", "%", "@", "\\", "0", "é",
                "\u{0}",
            ]
            characters.insert(specials.randomElement(using: &random)!, at: position)
        case 4, 5:
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let line = Int.random(in: 0..<lines.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: lines.remove(at: line)
            case 1: lines.insert(lines[line], at: line)
            default: lines.swapAt(line, Int.random(in: 0..<lines.count, using: &random))
            }
            return lines.joined(separator: "\n")
        default:
            var tokens = tokenize(text)
            guard tokens.count > 1 else { return text }
            let index = Int.random(in: 0..<tokens.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: tokens.remove(at: index)
            case 1: tokens.insert(tokens[index], at: index)
            default: tokens.swapAt(index, Int.random(in: 0..<tokens.count, using: &random))
            }
            return tokens.joined()
        }
        return String(characters)
    }

    /// Words, runs of spaces and single punctuation characters; joined, they give the text back.
    static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        func kind(_ character: Character) -> Int {
            if character.isLetter || character.isNumber || character == "#" || character == "$" { return 0 }
            if character == " " { return 1 }
            return 2
        }
        for character in text {
            if let last = current.last, kind(last) == kind(character), kind(character) != 2 {
                current.append(character)
            } else {
                if !current.isEmpty { tokens.append(current) }
                current = String(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    @Test func mutatedThemesNeverCrashAndNeverHalfApply() throws {
        Appearance.reset()
        AppearanceCatalog.shared.registerThemeSeed()
        let screen = DemoScreen()
        let originals: [(path: String, text: String)] =
            BuiltinTheme.allCases.map { ("\($0.rawValue).yaml", (try? String(contentsOf: $0.url, encoding: .utf8)) ?? "") }
            + ["valid-full.yaml", "valid-full.json", "warnings-only.yaml"].map { ($0, Fixtures.text($0)) }
        #expect(originals.allSatisfy { !$0.text.isEmpty })

        var random = SeededGenerator(seed: 0x5EED_0003)
        var rejected = 0, applied = 0
        let baseline = try BuiltinTheme.ocean.load()
        baseline.apply()
        let rounds = TestTier.scaled(2000, fast: 300)
        for round in 0..<rounds {
            let original = originals[round % originals.count]
            var text = original.text
            for _ in 0..<Int.random(in: 1...3, using: &random) { text = Self.mutate(text, using: &random) }

            let valueCount = Appearance.snapshot().valueCount
            let probe = (screen.title.textColor, screen.button.titleColor(for: .normal), screen.table.backgroundColor)
            do {
                try ThemeFile.load(text: text, path: original.path).apply()
                applied += 1
                baseline.apply()
            } catch {
                rejected += 1
                #expect(!error.errors.isEmpty, "a rejected theme says why")
                #expect(error.errors.allSatisfy { $0.location.path == original.path || $0.location.path.hasSuffix(".yaml") })
                let after = (screen.title.textColor, screen.button.titleColor(for: .normal), screen.table.backgroundColor)
                if Appearance.snapshot().valueCount != valueCount || after != probe {
                    Issue.record("round \(round): a rejected theme changed the theme in force:\n\(text)")
                    break
                }
            }
        }
        #expect(rejected > rounds / 5, "most mutations break the file (\(rejected) rejected, \(applied) applied)")
        #expect(applied > rounds / 20, "some mutations still load (\(rejected) rejected, \(applied) applied)")
    }
}
