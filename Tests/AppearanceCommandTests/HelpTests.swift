import Testing

/// `--help` of the tool and of each subcommand, with examples.
@Suite struct HelpTests {
    @Test func theToolListsEverySubcommand() throws {
        let run = try AppearanceTool.run(["--help"])
        #expect(run.status == 0)
        for line in ["demo (default)", "render", "check", "explain", "studio", "Examples:"] {
            #expect(run.stdout.contains(line), "\(line)")
        }
    }

    @Test(arguments: [
        ("demo", "appearance demo -o themes.svg --size 430x932"),
        ("render", "appearance render --theme ocean -o ocean.svg"),
        ("check", "appearance check --strict themes/*.yaml"),
        ("explain", "appearance explain --theme ocean --view card/title --property textColor"),
        ("studio", "appearance studio --theme docs/themes/brand.yaml"),
    ])
    func eachSubcommandShowsExamples(subcommand: String, example: String) throws {
        let run = try AppearanceTool.run([subcommand, "--help"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout.contains("Examples:"))
        #expect(run.stdout.contains(example))
    }
}
