import AppearanceAudit
import AppearancePreview
import HTTPTypes
import Hummingbird

/// `GET /api/audit` (the audit panel's findings) and `GET /api/matrix` (the trait-matrix
/// picture), for the page's settings; `matrix` is words separated by spaces (or `+`) such as
/// `style=light,dark contrast=normal,high`, `level` is `AA` or `AAA`.
enum AuditRoutes {
    /// Adds the routes to `router`.
    static func add(to router: Router<BasicRequestContext>, studio: Studio) {
        router.get("/api/audit") { request, _ in
            let query = JSONResponse.query(of: request)
            try checkLimits(of: query["matrix"])
            let report = try await studio.audit(
                try PreviewSettings(query: query), matrix: words(query["matrix"]), level: query["level"])
            return try JSONResponse.make(report)
        }
        router.get("/api/matrix") { request, _ in
            let query = JSONResponse.query(of: request)
            try checkLimits(of: query["matrix"])
            let svg = try await studio.matrixPicture(
                try PreviewSettings(query: query), matrix: words(query["matrix"]),
                level: query["audit"].flatMap { $0.isEmpty ? nil : $0 })
            return SVGResponse.make(svg)
        }
    }

    /// Refuses a matrix past the studio's limits (a bad request) before anything waits for the
    /// main actor: the check builds nothing.
    private static func checkLimits(of matrix: String?) throws(ToolError) {
        _ = try TraitMatrix.dimensions(parsing: words(matrix), limits: .studio)
    }

    /// The matrix's words: separated by spaces, which a form's encoding sends as `+` (no
    /// trait name or value has one).
    private static func words(_ text: String?) -> [String] {
        (text ?? "").split { $0.isWhitespace || $0 == "+" }.map(String.init)
    }
}
