import AppearanceRender
import Testing

/// `ViewPath.shortest(to:in:)` and the `data-view-path` tags the studio's page clicks on.
@MainActor
@Suite struct ViewPathTaggingTests {
    @Test(arguments: [
        ("card/body", "content/body"), ("body", "body"), ("card/title", "title"), ("cell2/detail", "cell2/detail"),
        ("cell1/detail", "detail"), ("navigationBar", "navigationBar"),
    ])
    func theShortestPathFindsTheView(path: String, shortest: String) throws {
        Appearance.reset()
        let screen = DemoScreen.make()
        let view = try ViewPath(path).resolve(in: screen.window)
        let found = try #require(ViewPath.shortest(to: view, in: screen.window))
        #expect(found.description == shortest)
        #expect(try found.resolve(in: screen.window) === view)
    }

    @Test func viewsWithoutIdentifiersAndTheRootHaveNoPath() {
        Appearance.reset()
        let screen = DemoScreen.make()
        #expect(ViewPath.shortest(to: screen.window, in: screen.window) == nil)
        #expect(ViewPath.shortest(to: screen.navigationController.view, in: screen.window) == nil)
    }

    @Test func tagsAreOptInAndEveryTagResolves() throws {
        Appearance.reset()
        let screen = DemoScreen.make()
        #expect(!SVGRenderer().render(screen.window).contains("data-view-path"), "snapshots stay as they were")
        let svg = SVGRenderer(tagsViewPaths: true).render(screen.window)
        let paths = svg.split(separator: "data-view-path=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(paths.count > 30)
        #expect(Set(paths).count == paths.count, "each view has its own path")
        for path in paths {
            #expect(throws: Never.self) { try ViewPath(path).resolve(in: screen.window) }
        }
    }
}
