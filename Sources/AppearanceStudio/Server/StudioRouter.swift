public import Hummingbird

/// The studio's routes, for the server and for tests (`Application(router:).test(.router)`).
public enum StudioRouter {
    /// Every route of the studio, serving `studio`.
    ///
    /// - Throws: When the page's files are missing from the build.
    public static func make(studio: Studio) throws -> Router<BasicRequestContext> {
        let router = Router()
        router.middlewares.add(LocalRequestMiddleware(token: studio.pageToken))
        // Inside the checks: a route's ToolError becomes its kind's one status.
        router.middlewares.add(ToolErrorMiddleware())
        let resources = try StudioResources.load()
        let events = studio.events
        PageRoutes.add(to: router, resources: resources, token: studio.pageToken)
        PreviewRoutes.add(to: router, studio: studio)
        EditRoutes.add(to: router, studio: studio)
        AuditRoutes.add(to: router, studio: studio)
        EventRoutes.add(to: router, events: events)
        return router
    }
}
