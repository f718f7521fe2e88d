import Hummingbird

/// `GET /` and the page's own CSS and JavaScript.
enum PageRoutes {
    /// Adds the routes to `router`; the page is served with the run's `token`, which its
    /// requests to the API carry.
    static func add(to router: Router<BasicRequestContext>, resources: StudioResources, token: String) {
        router.get("/") { _, _ in try resources.response(for: "index.html", token: token) }
        router.get("/index.html") { _, _ in try resources.response(for: "index.html", token: token) }
        router.get("/studio.css") { _, _ in try resources.response(for: "studio.css") }
        router.get("/studio.js") { _, _ in try resources.response(for: "studio.js") }
    }
}
