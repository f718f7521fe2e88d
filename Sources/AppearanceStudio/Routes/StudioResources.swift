import AppearancePreview
import Foundation
import Hummingbird

/// The page's files (HTML, CSS, JavaScript), read once from the package's resources.
///
/// Only these names are ever served: requests are matched against the fixed list, never
/// turned into file paths, so no request can reach another file.
struct StudioResources: Sendable {
    /// A file to serve.
    struct File: Sendable {
        /// The `Content-Type`.
        let contentType: String
        /// The bytes.
        let body: ByteBuffer
    }

    /// The files by the name they are served at.
    let files: [String: File]

    /// The page's files and their types.
    static let names: [(name: String, type: String)] = [
        ("index.html", "text/html; charset=utf-8"),
        ("studio.css", "text/css; charset=utf-8"),
        ("studio.js", "text/javascript; charset=utf-8"),
    ]

    /// Reads the files from the bundle.
    ///
    /// - Throws: When a file is missing from the build (a packaging mistake).
    static func load() throws -> StudioResources {
        var files: [String: File] = [:]
        for (name, type) in names {
            let url = Bundle.module.bundleURL.appendingPathComponent("Resources/\(name)")
            let data = try Data(contentsOf: url)
            files[name] = File(contentType: type, body: ByteBuffer(bytes: data))
        }
        return StudioResources(files: files)
    }

    /// The placeholder in `index.html` that the run's token replaces.
    static let tokenPlaceholder = "{{studio-token}}"

    /// The response for the file `name`, with `token` in place of ``tokenPlaceholder`` when
    /// one is given (the page; it is never cached, so a new run's page gets the new token).
    func response(for name: String, token: String? = nil) throws -> Response {
        guard let file = files[name] else { throw ToolError(.notFound, "no such file: \(name)") }
        var headers = HTTPFields()
        headers[.contentType] = file.contentType
        headers[.cacheControl] = token == nil ? "no-cache" : "no-store"
        var body = file.body
        if let token {
            body = ByteBuffer(string: String(buffer: file.body).replacingOccurrences(of: Self.tokenPlaceholder, with: token))
        }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
    }
}
