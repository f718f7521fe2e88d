import AppearanceStudio
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded

/// The studio's routes called in process: a request goes through the same router, middleware
/// and error handling as on the server, without a socket (so a busy main actor in the whole
/// suite only slows a test down, and no HTTP client or TLS stack is compiled for the tests).
struct StudioClient: Sendable {
    /// A response: its head and its whole body (an event stream's once the stream ends).
    struct Response: Sendable {
        let head: HTTPResponse
        let body: ByteBuffer

        var status: HTTPResponse.Status { head.status }
        var headers: HTTPFields { head.headerFields }
    }

    let responder: RouterResponder<BasicRequestContext>
    let logger = Logger(label: "studio-tests")

    /// `Sec-Fetch-Site`, which a browser sets on the studio page's own requests.
    static let fetchSite = HTTPField.Name("Sec-Fetch-Site")!

    /// Sends a request to the routes and returns the response with its body read to the end.
    /// The request says it comes from the studio's own page (`Sec-Fetch-Site: same-origin`, as
    /// a browser sets it) unless `asPage` is false or `headers` say where it comes from.
    func execute(
        uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil, asPage: Bool = true
    ) async throws -> Response {
        var headers = headers
        if asPage, headers[Self.fetchSite] == nil { headers[Self.fetchSite] = "same-origin" }
        if let body { headers[.contentLength] = String(body.readableBytes) }
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: "127.0.0.1", path: uri, headerFields: headers),
            body: RequestBody(buffer: body ?? ByteBuffer()))
        let context = BasicRequestContext(source: ApplicationRequestContextSource(channel: NIOAsyncTestingChannel(), logger: logger))
        let response = try await responder.respond(to: request, context: context)
        let collector = BodyCollector()
        try await response.body.write(collector)
        return Response(head: response.head, body: await collector.body)
    }

    /// ``execute(uri:method:headers:body:)``, then `check` on the response.
    func execute<Result>(
        uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil, asPage: Bool = true,
        isolation: isolated (any Actor)? = #isolation, _ check: (Response) async throws -> Result
    ) async throws -> Result {
        try await check(execute(uri: uri, method: method, headers: headers, body: body, asPage: asPage))
    }

    /// Collects a response body as the route writes it.
    private actor BodyCollector: ResponseBodyWriter {
        var body = ByteBuffer()

        func write(_ buffer: ByteBuffer) async throws {
            var buffer = buffer
            body.writeBuffer(&buffer)
        }

        func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }
}
