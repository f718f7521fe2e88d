@testable import AppearanceStudio
import Testing

/// Finding and rewriting one value of a theme's text.
@Suite("Studio value rewriter")
struct ValueRewriterTests {
    @Test(
        "Values are found by line and column",
        arguments: [
            ("a: \"#112233\"  # note", 1, 4, "\"#112233\""),
            ("a: '#112233'", 1, 4, "'#112233'"),
            ("x: 1\na: red   # red", 2, 4, "red"),
            ("a: rgba(1, 2, 3, 0.5)\n", 1, 4, "rgba(1, 2, 3, 0.5)"),
            ("p: { r: 12, c: \"#fff\" }", 1, 9, "12"),
            ("p: { r: 12, c: \"#fff\" }", 1, 16, "\"#fff\""),
            ("{\"a\": \"#112233\", \"b\": 2}", 1, 23, "2"),
            ("a: \"say \\\"hi\\\"\"", 1, 4, "\"say \\\"hi\\\"\""),
        ])
    func finds(text: String, line: Int, column: Int, token: String) {
        #expect(ValueRewriter.token(in: text, line: line, column: column)?.text == token)
    }

    @Test("Mappings, lists, comments and places past the end have no value", arguments: [(1, 4), (1, 99), (3, 1), (2, 4), (0, 1)])
    func none(line: Int, column: Int) {
        #expect(ValueRewriter.token(in: "a: { b: 1 }\nc: [1]", line: line, column: column) == nil)
    }

    @Test("Colours keep their quotes (or get double ones); numbers are plain")
    func literals() throws {
        let text = "a: '#112233' # keep\nb: red\nc: 4"
        let quoted = try #require(ValueRewriter.token(in: text, line: 1, column: 4))
        #expect(ValueRewriter.literal(.color("#abcdef"), replacing: quoted) == "'#abcdef'")
        let plain = try #require(ValueRewriter.token(in: text, line: 2, column: 4))
        let rewritten = ValueRewriter.replacing(plain, in: text, with: ValueRewriter.literal(.color("#abcdef"), replacing: plain))
        #expect(rewritten == "a: '#112233' # keep\nb: \"#abcdef\"\nc: 4")
        #expect(StudioValue("#ABC") == .color("#aabbcc"))
        #expect(StudioValue(" 12.0 ") == .number("12"))
        #expect(StudioValue("0.25") == .number("0.25"))
        #expect(StudioValue("nan") == nil && StudioValue("#12345") == nil && StudioValue("1e999") == nil && StudioValue("red") == nil)
    }
}
