import HTTPTypes
import Hummingbird

/// Pictures: SVG documents, never cached (each answers the page's current settings).
enum SVGResponse {
    /// A `200 OK` response with `svg`, and with the `X-Studio-Version` header when `version` is
    /// given (so a page can tell a fresh picture from a stale one).
    static func make(_ svg: String, version: Int? = nil) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "image/svg+xml; charset=utf-8"
        headers[.cacheControl] = "no-store"
        if let version { headers[HTTPField.Name("X-Studio-Version")!] = String(version) }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: svg)))
    }
}
