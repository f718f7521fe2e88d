import AppearancePreview
import HTTPTypes
import Hummingbird

extension ToolError {
    /// The HTTP status the studio answers an error of `kind` with: one status a kind, the same
    /// on every route (a name that is not there is 404 wherever it is named).
    package static func httpStatus(for kind: Kind) -> HTTPResponse.Status {
        switch kind {
        case .badRequest: .badRequest
        case .notFound: .notFound
        case .forbidden: .forbidden
        case .conflict, .invalidTheme: .conflict
        case .appCodeFailed, .io: .internalServerError
        case .busy: .serviceUnavailable
        }
    }

    /// The HTTP error a route's `ToolError` becomes: the kind's status, and the error's text
    /// (its message, or its theme's diagnostics), which Hummingbird sends as
    /// `{"error":{"message":…}}`; a busy studio says when to try again (`Retry-After`).
    var httpError: HTTPError {
        var error = HTTPError(Self.httpStatus(for: kind), message: description)
        if kind == .busy { error.headers[.retryAfter] = String(Studio.retryAfterSeconds) }
        return error
    }
}

/// Answers every `ToolError` a route throws with its kind's status (``ToolError/httpStatus(for:)``),
/// so no route picks a status of its own.
struct ToolErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Runs the route; its `ToolError` becomes an HTTP error.
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as ToolError {
            throw error.httpError
        }
    }
}

/// Runs `work` on the main actor, where the studio lives.
func onStudio<Result: Sendable>(_ work: @MainActor () throws(ToolError) -> Result) async throws(ToolError) -> Result {
    let outcome: Swift.Result<Result, ToolError> = await MainActor.run {
        do throws(ToolError) {
            return .success(try work())
        } catch {
            return .failure(error)
        }
    }
    return try outcome.get()
}
