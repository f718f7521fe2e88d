import Hummingbird

extension StudioRequestError {
    /// The HTTP error the routes throw: the status for the kind, and the message, which
    /// Hummingbird sends as `{"error":{"message":…}}`.
    var httpError: HTTPError {
        let status: HTTPResponse.Status =
            switch kind {
            case .badRequest: .badRequest
            case .notFound: .notFound
            case .forbidden: .forbidden
            case .conflict: .conflict
            case .screenFailed: .internalServerError
            }
        return HTTPError(status, message: message)
    }
}

/// Runs `work` on the main actor, where the studio lives, turning its request errors into
/// HTTP errors.
func onStudio<Result: Sendable>(_ work: @MainActor () throws(StudioRequestError) -> Result) async throws -> Result {
    let outcome: Swift.Result<Result, StudioRequestError> = await MainActor.run {
        do throws(StudioRequestError) {
            return .success(try work())
        } catch {
            return .failure(error)
        }
    }
    switch outcome {
    case .success(let value): return value
    case .failure(let error): throw error.httpError
    }
}
