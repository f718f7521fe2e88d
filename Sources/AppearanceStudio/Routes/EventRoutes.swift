import Hummingbird

/// `GET /api/events`: server-sent events, one `theme` event each time a watched theme file
/// changes (or breaks), so the page updates without a reload.
enum EventRoutes {
    /// Adds the route to `router`.
    static func add(to router: Router<BasicRequestContext>, events: StudioEvents) {
        router.get("/api/events") { _, _ in
            let stream = events.subscribe()
            var headers = HTTPFields()
            headers[.contentType] = "text/event-stream"
            headers[.cacheControl] = "no-store"
            return Response(
                status: .ok, headers: headers,
                body: ResponseBody { writer in
                    // Tells the page the stream is open, and how soon to reconnect if it drops.
                    try await writer.write(ByteBuffer(string: "retry: 500\nevent: hello\ndata: {}\n\n"))
                    for await text in stream {
                        try await writer.write(ByteBuffer(string: text))
                    }
                    try await writer.finish(nil)
                })
        }
    }
}
