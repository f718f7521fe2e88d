import AppearanceThemes
import Foundation
import Hummingbird

/// JSON bodies: the studio's reports as the tools write JSON (`AppearanceJSON`: keys sorted,
/// so responses read the same every time), each location's file as given to the studio, a
/// built-in theme's as `builtin:NAME.yaml`.
enum JSONResponse {
    /// How locations' files are written: as given, built-in themes by name.
    static let paths = SourcePaths(root: nil)

    /// A `200 OK` response with `value` as JSON.
    static func make(_ value: some Encodable) throws -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        let data = try AppearanceJSON.data(of: value, paths: paths)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The query parameters of `request`, last one wins.
    static func query(of request: Request) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in request.uri.queryParameters { result[String(key)] = String(value) }
        return result
    }
}
