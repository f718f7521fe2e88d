import Foundation
import Testing

/// `appearance render`.
@Suite struct RenderCommandTests {
    @Test func renderWritesTheSameSVGAsTheLibrarySnapshot() throws {
        let folder = try AppearanceTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try AppearanceTool.run(["render", "--theme", "ocean", "-o", "ocean.svg"], in: folder)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == "Wrote ocean.svg: the demo screen in Ocean, light mode, 390x844.\n")
        let svg = try String(contentsOf: folder.appendingPathComponent("ocean.svg"), encoding: .utf8)
        let snapshot = try String(
            contentsOf: AppearanceTool.renderSnapshots.appendingPathComponent("demo-ocean.svg"), encoding: .utf8)
        #expect(svg == snapshot, "the tool draws what SVGRenderer draws (see DemoSnapshotTests)")
    }

    /// With --matrix, --content-size (and --style, --contrast) apply to every state (#42).
    @Test func aMatrixHonoursTheTextSizeAndStyleGiven() throws {
        let large = try AppearanceTool.run(["render", "--theme", "ocean", "--matrix", "contrast=normal,high"])
        let ax3 = try AppearanceTool.run(["render", "--theme", "ocean", "--matrix", "contrast=normal,high", "--content-size", "AX3"])
        #expect(large.status == 0 && ax3.status == 0, "\(ax3.stderr)")
        #expect(ax3.stdout != large.stdout, "the text size changes the picture")
        #expect(ax3.stdout.contains("contentSize=accessibilityExtraLarge"), "each row says its text size")
        let dark = try AppearanceTool.run(["render", "--theme", "ocean", "--matrix", "contrast=normal", "--style", "dark"])
        let light = try AppearanceTool.run(["render", "--theme", "ocean", "--matrix", "contrast=normal"])
        #expect(dark.stdout != light.stdout && dark.stdout.contains("style=dark"))
    }

    /// A picture shows the whole screen, below the fold too: at AX3 the demo's text runs past
    /// the device's 844 points, and the picture is as tall as the content (#42).
    @Test func aPictureShowsTheContentBelowTheFold() throws {
        let large = try AppearanceTool.run(["render", "--theme", "ocean"])
        let ax3 = try AppearanceTool.run(["render", "--theme", "ocean", "--content-size", "AX3"])
        #expect(large.stdout.contains(#"width="390" height="844""#))
        let height = try #require(ax3.stdout.firstMatch(of: #/width="390" height="(\d+)"/#)?.output.1)
        #expect(Int(height)! > 844, "the AX3 picture is taller than the device")
        #expect(ax3.stdout.contains(">Profile</text>"), "the table's cells below the fold are drawn")
    }

    /// Options that would do nothing in the combination given are errors, exit 2 (#42).
    @Test(arguments: [
        (["--level", "AAA"], "--level sets the level --audit outlines; add --audit, or leave --level out"),
        (["--matrix", "contentSize=large,AX3", "--content-size", "AX1"], "--content-size and --matrix contentSize=… both set contentSize"),
        (["--matrix", "size=large,AX3", "--content-size", "AX1"], "--content-size and --matrix contentSize=… both set contentSize"),
        (["--matrix", "style=light,dark", "--style", "dark"], "--style and --matrix style=… both set style"),
        (["--matrix", "contrast=high", "--contrast", "high"], "--contrast and --matrix contrast=… both set contrast"),
    ])
    func optionsThatDoNothingAreErrors(arguments: [String], message: String) throws {
        let run = try AppearanceTool.run(["render", "--theme", "ocean"] + arguments)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("error: " + message), "\(run.stderr)")
    }

    @Test func renderWithoutOutputWritesTheSVGToStandardOutput() throws {
        let run = try AppearanceTool.run(["render", "--theme", "dark"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let snapshot = try String(
            contentsOf: AppearanceTool.renderSnapshots.appendingPathComponent("demo-dark.svg"), encoding: .utf8)
        #expect(run.stdout == snapshot, "dark themes are drawn in dark mode by default")
    }

    /// The second screen shows the new controls (#11).
    @Test func renderTheControlsScreen() throws {
        let run = try AppearanceTool.run(["render", "--theme", "ocean", "--screen", "controls"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        for view in ["SearchBar", "TextField", "ProgressView", "PageControl", "ActivityIndicatorView"] {
            #expect(run.stdout.contains("data-view=\"\(view)\""), "\(view) is drawn")
        }
        #expect(run.stdout.contains(">Search downloads</text>"))
        #expect(run.stdout.contains(">Name your download</text>"))
    }

    @Test func renderAThemeFileInDarkMode() throws {
        let run = try AppearanceTool.run(["render", "--theme", "brand.json", "--style", "dark", "--size", "320x640"])
        #expect(run.status == 0)
        // 320 wide; as tall as the content, which at this width runs below 640 (#42).
        let height = try #require(
            run.stdout.firstMatch(of: #/<svg xmlns="http://www.w3.org/2000/svg" width="320" height="(\d+)"/#)?.output.1)
        #expect(Int(height)! >= 640)
        #expect(run.stdout.contains("fill=\"#1e3a5f\">Themes for every screen</text>"), "the theme's label colour")
    }

    @Test func renderWithAMissingThemeFileIsOneClearLine() throws {
        let folder = try AppearanceTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try AppearanceTool.run(["render", "--theme", "missing.yaml", "-o", "out.svg"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "missing.yaml: error: cannot read the theme file (no such file); check the path\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
    }

    @Test func renderWithAnInvalidThemePrintsEveryErrorWithItsCaretAndWritesNothing() throws {
        let run = try AppearanceTool.run(["render", "--theme", "invalid.yaml", "-o", "/dev/null/out.svg"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(
            run.stderr == """
                invalid.yaml:6:7: error: unknown property 'textColour' for Label; did you mean 'textColor'?
                      textColour: "#5A2A27"
                      ^
                invalid.yaml:10:28: error: invalid colour '#FF6B3': a hex colour has 3, 6 or 8 digits after '#', this one has 5; write one like "#1E90FF"
                      titleColor[normal]: "#FF6B3"
                                           ^

                """)
    }

    @Test func renderWithAnUnknownThemeNameListsTheBuiltInThemes() throws {
        let run = try AppearanceTool.run(["render", "--theme", "oceanic"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "error: unknown theme 'oceanic'; give a theme file (.yaml or .json) or one of the themes: light, dark, ocean\n"
        )
    }

    @Test func renderWithABadSizeIsAUsageError() throws {
        let run = try AppearanceTool.run(["render", "--theme", "ocean", "--size", "big"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Error: The value 'big' is invalid for '--size <WxH>'\n"))
    }

    /// The text size and contrast options change the picture (#33): the demo's labels follow
    /// the content size category (body text is 40 points at AX3, 17 at the default).
    @Test func theTextSizeChangesThePicture() throws {
        let plain = try AppearanceTool.run(["render", "--theme", "light"])
        let large = try AppearanceTool.run(["render", "--theme", "light", "--content-size", "AX3"])
        #expect(plain.status == 0 && large.status == 0)
        #expect(plain.stdout != large.stdout)
        #expect(!plain.stdout.contains("font-size=\"40\""))
        #expect(large.stdout.contains("font-size=\"40\""))
        let named = try AppearanceTool.run(["render", "--theme", "light", "--content-size", "accessibilityExtraLarge"])
        #expect(named.stdout == large.stdout)
        let bad = try AppearanceTool.run(["render", "--theme", "light", "--content-size", "huge"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("--content-size"))
    }
}
