import Foundation
import Testing

/// `appearance demo`, the README's first command.
@Suite struct DemoCommandTests {
    @Test func demoWithNoArgumentsWritesBrandBesideTheArticlesOceanInTheCurrentFolder() throws {
        let folder = try AppearanceTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try AppearanceTool.run(["demo"], in: folder)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                Wrote appearance-demo.svg (1298x944): the demo screen in Brand (light: passes AA; dark: passes AA) beside the article's Ocean (12 contrast failures marked), three scopes in one tree.
                Open it in a web browser. Next:
                  appearance audit --theme ocean
                  appearance render --theme ocean --style dark -o ocean-dark.svg
                  appearance explain --theme ocean --view card/title --property textColor
                  appearance check my-theme.yaml

                """)
        let svg = try String(contentsOf: folder.appendingPathComponent("appearance-demo.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        for title in ["Brand, light: passes AA", "Brand, dark: passes AA", "Ocean: 12 fail AA"] {
            #expect(svg.contains("data-panel=\"\(title)\""))
        }
        // Ocean's failures are outlined with their ratios; Brand has none.
        let ocean = try #require(svg.components(separatedBy: "data-panel=\"Ocean").last)
        #expect(ocean.components(separatedBy: "data-role=\"annotation\"").count == 13)
        #expect(!svg.components(separatedBy: "data-panel=\"Ocean").first!.contains("data-role=\"annotation\""))
    }

    @Test func noSubcommandRunsTheDemo() throws {
        let folder = try AppearanceTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try AppearanceTool.run([], in: folder)
        #expect(run.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("appearance-demo.svg").path))
    }

    @Test func demoIntoAMissingFolderIsOneLineOnStandardError() throws {
        let folder = try AppearanceTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try AppearanceTool.run(["demo", "-o", "pictures/demo.svg"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "error: cannot write 'pictures/demo.svg': no such folder 'pictures'; create it first\n")
    }

    @Test func demoWithASizeDrawsThatSize() throws {
        let folder = try AppearanceTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try AppearanceTool.run(["demo", "--size", "430x932", "-o", "big.svg"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Wrote big.svg (1418x1032): "))
    }

    /// `--contrast` and `--content-size` reach every panel (#33): the text grows at AX3, and
    /// high contrast changes the system colours the panels draw.
    @Test func demoTakesTheContrastAndTheTextSize() throws {
        let folder = try AppearanceTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try AppearanceTool.run(["demo", "-o", "plain.svg"], in: folder)
        let large = try AppearanceTool.run(["demo", "--content-size", "AX3", "-o", "large.svg"], in: folder)
        let high = try AppearanceTool.run(["demo", "--contrast", "high", "-o", "high.svg"], in: folder)
        #expect([plain.status, large.status, high.status] == [0, 0, 0])
        let read = { (name: String) in try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }
        let (plainSVG, largeSVG, highSVG) = (try read("plain.svg"), try read("large.svg"), try read("high.svg"))
        #expect(largeSVG != plainSVG)
        #expect(highSVG != plainSVG)
        let sizes = { (svg: String) in
            svg.components(separatedBy: "font-size=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }.max() ?? 0
        }
        #expect(sizes(largeSVG) > sizes(plainSVG))
    }
}
