import Foundation
import Hummingbird

/// JSON bodies: the studio's reports encoded with sorted keys, so responses read the same
/// every time.
enum JSONResponse {
    /// A `200 OK` response with `value` as JSON.
    static func make(_ value: some Encodable) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
    }

    /// The query parameters of `request`, last one wins.
    static func query(of request: Request) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in request.uri.queryParameters { result[String(key)] = String(value) }
        return result
    }
}
