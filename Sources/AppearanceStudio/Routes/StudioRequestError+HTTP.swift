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
            case .busy: .serviceUnavailable
            }
        var error = HTTPError(status, message: message)
        if kind == .busy { error.headers[.retryAfter] = String(Studio.retryAfterSeconds) }
        return error
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
    return try outcome.mapError(\.httpError).get()
}

/// Runs long `work` on the main actor, which it leaves between its steps (see
/// ``Studio/longWork(_:)``), turning its request errors into HTTP errors.
func onStudio<Result: Sendable>(
    _ work: @MainActor () async throws(StudioRequestError) -> Result
) async throws -> Result {
    do {
        return try await work()
    } catch {
        throw error.httpError
    }
}
