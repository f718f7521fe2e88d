import AppearancePreview
import AppearanceStudio
import Foundation
import Hummingbird
import Testing

/// `/api/state` and `/api/preview`: the menus, and the screen in every theme, trait and size.
@Suite("Studio preview routes")
@MainActor
struct StudioPreviewRouteTests {
    @Test("The state lists the file first, then the built-in themes, with the menus' choices")
    func state() async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/api/state", method: .get) { response in
                #expect(response.status == .ok)
                let state = try response.decoded(StudioStateReport.self)
                #expect(state.themes.map(\.id) == ["file1", "light", "dark", "ocean"])
                #expect(state.themes[0].name == "Fixture")
                #expect(state.themes[0].path == fixture.themeURL.standardizedFileURL.path)
                #expect(state.themes[0].builtin == false && state.themes[3].builtin)
                #expect(state.initialTheme == "file1")
                #expect(state.screens.map(\.id) == ["demo", "controls"])
                #expect(state.contrasts == ["normal", "high"])
                #expect(state.sizeClasses == ["compact", "regular"])
                #expect(state.categories.contains("accessibilityExtraLarge"))
                #expect(state.devices.map(\.id).contains("430x932"))
            }
        }
    }

    @Test("A built-in name given to the studio is shown first")
    func builtinFirst() throws {
        let fixture = try StudioFixture(extraArguments: [])
        defer { fixture.remove() }
        let studio = try Studio(themeArguments: ["ocean", fixture.themeURL.path])
        #expect(studio.initialThemeID == "ocean")
        #expect(throws: ToolError.self) { try Studio(themeArguments: ["oceans"]) }
        #expect(throws: ToolError.self) { try Studio(themeArguments: ["missing/theme.yaml"]) }
    }

    @Test("The preview is SVG tagged with view paths, in the theme asked for")
    func preview() async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/api/preview", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/svg+xml; charset=utf-8")
                let svg = response.text
                #expect(svg.contains("<svg"))
                #expect(svg.contains(#"data-view-path="table""#))
                #expect(svg.contains(#"data-view-path="title""#))
                #expect(svg.contains("#112233"), "the file's table colour")
            }
            try await client.execute(uri: "/api/preview?theme=ocean", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("#00ffff"), "Ocean's cyan background")
                #expect(!response.text.contains("#112233"))
            }
        }
    }

    @Test("Traits, screens and sizes change the picture")
    func switching() async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        try await fixture.withClient { client in
            var pictures: [String: String] = [:]
            for query in [
                "theme=dark", "theme=dark&style=light", "theme=light&style=dark", "theme=light&contrast=high",
                "theme=light&sizeClass=regular", "theme=light&category=accessibilityExtraLarge", "theme=light&size=430x932",
                "theme=light&screen=controls", "theme=light",
            ] {
                try await client.execute(uri: "/api/preview?\(query)", method: .get) { response in
                    #expect(response.status == .ok, "\(query)")
                    pictures[query] = response.text
                }
            }
            #expect(pictures["theme=dark"] != pictures["theme=dark&style=light"])
            #expect(pictures["theme=light"] != pictures["theme=light&style=dark"])
            #expect(pictures["theme=light&size=430x932"]?.contains(#"width="430""#) == true)
            #expect(pictures["theme=light&screen=controls"]?.contains(#"data-view-path="search""#) == true)
            let query = "view=title&contrast=high&sizeClass=regular&category=accessibilityExtraLarge&style=dark"
            try await client.execute(uri: "/api/inspect?\(query)", method: .get) { response in
                let traits = try response.decoded(InspectorJSON.self).traits
                for trait in [
                    "accessibilityContrast=high", "horizontalSizeClass=regular",
                    "preferredContentSizeCategory=accessibilityExtraLarge", "userInterfaceStyle=dark",
                ] {
                    #expect(traits.contains(trait), "\(traits)")
                }
            }
        }
    }

    @Test(
        "Unknown settings are bad requests that name the choices",
        arguments: [
            ("theme=nope", 404, "unknown theme 'nope'; the studio has: file1, light, dark, ocean"),
            ("style=purple", 400, "unknown style 'purple'; use one of: light, dark"),
            ("contrast=max", 400, "unknown contrast 'max'; use one of: normal, high"),
            ("sizeClass=huge", 400, "unknown sizeClass 'huge'; use one of: compact, regular"),
            ("category=giant", 400, "unknown category 'giant'"),
            ("size=10x10", 400, "bad size '10x10'"),
            ("size=wide", 400, "bad size 'wide'"),
            ("screen=settings", 404, "unknown screen 'settings'; the screens are: demo, controls"),
        ])
    func badSettings(query: String, status: Int, message: String) async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/api/preview?\(query)", method: .get) { response in
                #expect(response.status.code == status, "\(query)")
                #expect(response.errorMessage?.hasPrefix(message) == true, "\(response.text)")
            }
        }
    }

    @Test("A file broken from the start is listed with its diagnostics, and previews with no theme")
    func brokenFromTheStart() async throws {
        let fixture = try StudioFixture(text: "rules:\n  - class: Labl\n    properties: { textColor: red }\n")
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/api/state", method: .get) { response in
                let theme = try response.decoded(StudioStateReport.self).themes[0]
                #expect(theme.hasErrors && !theme.loaded)
                #expect(theme.diagnostics.first?.rendered.hasPrefix("fixture.yaml:2:12: error: unknown class 'Labl'") == true)
            }
            try await client.execute(uri: "/api/preview", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains(#"data-view-path="table""#))
            }
        }
    }
}
