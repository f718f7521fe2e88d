import HTTPTypes
import Hummingbird

/// Lets through only requests from pages of this machine's studio.
///
/// Listening on 127.0.0.1 keeps other machines out, but a web page open in the same browser
/// could still send requests to it: a `Host` other than 127.0.0.1 or localhost (DNS
/// rebinding) or an `Origin` of another site is refused with 403, and a write must say it
/// sends JSON, which a cross-site form cannot do without the browser asking first. A write
/// must also come from the studio's own page: an `Origin` of `null` (a sandboxed frame, a
/// file) or of another port of this machine (another local server's page) is refused. Every
/// answer forbids framing the page (a site could otherwise frame it and trick clicks), and
/// methods other than GET and POST are 405.
///
/// The API (`/api/…`, reads too) answers only the studio's own page: a request must carry the
/// page's own `Origin`, or `Sec-Fetch-Site: same-origin` (which browsers set on the page's
/// fetches and event stream, and which no other site can forge), or the run's token that the
/// page holds (`X-Studio-Token`, or `token=` in the query for clients that cannot set headers).
/// An `<img>` or a form on another site's page sends none of them, so one GET from elsewhere
/// can no longer start an audit. The page's own files stay open to any local request: they
/// are the same for everyone, and another site cannot read them.
struct LocalRequestMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The run's token (see ``Studio/pageToken``).
    let token: String

    /// The header a page's fetches carry the token in.
    static var tokenField: HTTPField.Name { HTTPField.Name("X-Studio-Token")! }

    /// `Sec-Fetch-Site`, which browsers set on every request they send.
    static var fetchSiteField: HTTPField.Name { HTTPField.Name("Sec-Fetch-Site")! }

    /// The host names a local page uses.
    static var localHosts: Set<String> { ["127.0.0.1", "localhost", "[::1]"] }

    /// The `Host` header's name.
    static var hostField: HTTPField.Name { HTTPField.Name("Host")! }

    /// Refuses requests from elsewhere, then passes the rest on.
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await check(request, context: context, next: next)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        response.headers[Self.frameOptionsField] = "DENY"
        response.headers[.contentSecurityPolicy] = "frame-ancestors 'none'"
        response.headers[Self.contentTypeOptionsField] = "nosniff"
        return response
    }

    /// `X-Frame-Options`, for browsers that predate CSP's `frame-ancestors`.
    static var frameOptionsField: HTTPField.Name { HTTPField.Name("X-Frame-Options")! }

    /// `X-Content-Type-Options`: the page's files are served with their types; no sniffing.
    static var contentTypeOptionsField: HTTPField.Name { HTTPField.Name("X-Content-Type-Options")! }

    /// The checks, then the route.
    private func check(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.method == .get || request.method == .post else {
            var error = HTTPError(.methodNotAllowed, message: "the studio answers GET and POST only, not \(request.method)")
            error.headers[.allow] = "GET, POST"
            throw error
        }
        // HTTP/1 puts `Host` in the request's authority; a raw header is checked too.
        for host in [request.head.authority, request.headers[Self.hostField]].compactMap(\.self) where !Self.isLocal(authority: host) {
            throw HTTPError(.forbidden, message: "the studio answers only pages on 127.0.0.1 or localhost, not '\(host)'")
        }
        if let origin = request.headers[.origin], origin != "null" {
            let authority = origin.split(separator: "://", maxSplits: 1).last.map(String.init) ?? origin
            guard origin.hasPrefix("http://"), Self.isLocal(authority: authority) else {
                throw HTTPError(.forbidden, message: "the studio answers only its own page, not pages from '\(origin)'")
            }
        }
        if request.method == .post, let origin = request.headers[.origin] {
            // A write comes from the studio's own page: same host and port as the request's.
            let host = request.head.authority ?? request.headers[Self.hostField] ?? ""
            guard origin != "null", origin.lowercased() == "http://" + host.lowercased() else {
                throw HTTPError(
                    .forbidden, message: "the studio takes writes only from its own page (http://\(host)), not from '\(origin)'")
            }
        }
        if request.uri.path.hasPrefix("/api/") { try checkFromOwnPage(request) }
        if request.method == .post, !(request.headers[.contentType] ?? "").lowercased().hasPrefix("application/json") {
            throw HTTPError(.unsupportedMediaType, message: "send the body as JSON (Content-Type: application/json)")
        }
        return try await next(request, context)
    }

    /// Refuses an API request that does not show it comes from the studio's own page.
    private func checkFromOwnPage(_ request: Request) throws {
        let site = request.headers[Self.fetchSiteField]?.lowercased()
        // A browser says where a request comes from; a token does not outweigh it.
        if let site, site != "same-origin" {
            throw HTTPError(.forbidden, message: "the studio's API answers only its own page, not a request from '\(site)'")
        }
        let host = (request.head.authority ?? request.headers[Self.hostField] ?? "").lowercased()
        let ownOrigin = request.headers[.origin].map { $0.lowercased() == "http://" + host } ?? false
        let presented = request.headers[Self.tokenField] ?? request.uri.queryParameters["token"].map(String.init)
        let tokenMatches = presented.map { Self.constantTimeEqual($0, token) } ?? false
        guard site == "same-origin" || ownOrigin || tokenMatches else {
            throw HTTPError(
                .forbidden,
                message: "the studio's API answers only its own page: open it at http://\(host)/, "
                    + "or send the token the studio printed in X-Studio-Token")
        }
    }

    /// Whether `a` equals `b`, in a time that does not depend on where they first differ.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let left = Array(a.utf8)
        let right = Array(b.utf8)
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for index in left.indices { difference |= left[index] ^ right[index] }
        return difference == 0
    }

    /// Whether `authority` (`host` or `host:port`) names this machine.
    static func isLocal(authority: String) -> Bool {
        var host = Substring(authority)
        if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
            host = host[...close]
        } else if let colon = host.lastIndex(of: ":") {
            host = host[..<colon]
        }
        return localHosts.contains(host.lowercased())
    }
}
