import AppearancePreview
import HTTPTypes
import Hummingbird

/// `GET /api/state`, `GET /api/preview` (the SVG), `GET /api/inspect` (the inspector) and
/// `GET /api/compare` (the theme beside another, `with=ID`, as two panels of one SVG).
enum PreviewRoutes {
    /// Adds the routes to `router`.
    static func add(to router: Router<BasicRequestContext>, studio: Studio) {
        router.get("/api/state") { _, _ in
            try JSONResponse.make(try await onStudio { studio.stateReport() })
        }
        router.get("/api/preview") { request, _ in
            let query = JSONResponse.query(of: request)
            let (svg, version) = try await onStudio { () throws(ToolError) in
                (try studio.render(try PreviewSettings(query: query)), studio.version)
            }
            return SVGResponse.make(svg, version: version)
        }
        router.get("/api/compare") { request, _ in
            let query = JSONResponse.query(of: request)
            guard let other = query["with"], !other.isEmpty else {
                throw ToolError(.badRequest, "missing 'with': name the theme to show beside this one, such as dark")
            }
            let svg = try await onStudio { () throws(ToolError) in
                try studio.compare(try PreviewSettings(query: query), with: other)
            }
            return SVGResponse.make(svg)
        }
        router.get("/api/inspect") { request, _ in
            let query = JSONResponse.query(of: request)
            guard let path = query["view"], !path.isEmpty else {
                throw ToolError(.badRequest, "missing 'view': name a view path such as card/title")
            }
            let report = try await onStudio { () throws(ToolError) in
                try studio.inspect(try PreviewSettings(query: query), path: path)
            }
            return try JSONResponse.make(report)
        }
    }
}
