import Hummingbird

/// `GET /` and the page's own CSS and JavaScript.
enum PageRoutes {
    /// Adds the routes to `router`.
    static func add(to router: Router<BasicRequestContext>, resources: StudioResources) {
        router.get("/") { _, _ in try resources.response(for: "index.html") }
        router.get("/index.html") { _, _ in try resources.response(for: "index.html") }
        router.get("/studio.css") { _, _ in try resources.response(for: "studio.css") }
        router.get("/studio.js") { _, _ in try resources.response(for: "studio.js") }
    }
}
