import AppearancePreview

// Long work (#42): an audit or a matrix picture builds the screen once per trait state, and
// views live on the main actor, where every other request of the studio waits. Such work runs
// one job at a time, leaves the main actor between two states, and stops at a time limit, so
// that a request for many states can neither freeze the page's other requests nor pile up.
extension Studio {
    /// How long one audit or matrix picture may run, by default, before it is stopped with a
    /// 503 (``longWorkLimit``).
    nonisolated public static let defaultLongWorkLimit: Duration = .seconds(20)

    /// The `Retry-After` of a 503: seconds until the studio is likely free again.
    nonisolated public static let retryAfterSeconds = 2

    /// Runs `work`, which calls the pause it is given between two of its steps: the pause
    /// throws once the work has spent ``longWorkLimit`` on the main actor (time spent waiting
    /// for it does not count), then leaves the main actor to other requests.
    ///
    /// - Throws: ``ToolError/Kind/busy`` when other long work is under way or this work ran
    ///   past the limit; otherwise what `work` throws.
    func longWork<Result>(
        _ work: @MainActor (_ pause: @MainActor () async throws(ToolError) -> Void) async throws(ToolError) -> Result
    ) async throws(ToolError) -> Result {
        guard !isDoingLongWork else {
            throw ToolError(
                .busy, "the studio is drawing another audit or matrix; try again in \(Self.retryAfterSeconds) s")
        }
        isDoingLongWork = true
        defer { isDoingLongWork = false }
        let limit = longWorkLimit
        // The work's own time on the main actor: the time it waits while others run is not its
        // cost (in a busy process that wait can be long, and says nothing about the work).
        var worked = Duration.zero
        var resumed = ContinuousClock.now
        return try await work { () async throws(ToolError) in
            worked += ContinuousClock.now - resumed
            guard worked < limit else {
                throw ToolError(
                    .busy,
                    "the work ran past the studio's limit of \(limit.components.seconds) s; "
                        + "ask for fewer trait states, or run `appearance audit` for large matrices")
            }
            await Task.yield()
            resumed = ContinuousClock.now
        }
    }
}
