import AppearancePreview
import Foundation
import Hummingbird

/// `POST /api/edit` (write a value back into a theme file) and `POST /api/undo`.
enum EditRoutes {
    /// The body of `POST /api/edit`.
    struct EditRequest: Decodable {
        /// The theme file, one of those given to the studio.
        let path: String
        /// The value's line.
        let line: Int
        /// The value's column.
        let column: Int
        /// The new value: `#rrggbb` or a number.
        let value: String
        /// The value the page showed there, as written in the file (required): the edit is
        /// refused (409) when the file says something else there now (it changed since the
        /// page read it).
        let expected: String
        /// The whole line the page read the value on, when it sends it: the edit is refused
        /// (409) when the line is another one now, even with the same value at the position.
        let expectedLine: String?
    }

    /// The largest line or column a request may name.
    static let maximumPosition = 10_000_000

    /// The body of `POST /api/undo`.
    struct UndoRequest: Decodable {
        /// The theme file.
        let path: String
    }

    /// The largest body read: edits are a few dozen bytes.
    static let maximumBodySize = 16 * 1024

    /// Adds the routes to `router`.
    static func add(to router: Router<BasicRequestContext>, studio: Studio) {
        router.post("/api/edit") { request, _ in
            let edit = try await decode(EditRequest.self, from: request)
            for (name, number) in [("line", edit.line), ("column", edit.column)] where !(1...maximumPosition).contains(number) {
                throw ToolError(.badRequest, "'\(name)' must be between 1 and \(maximumPosition), not \(number)")
            }
            return try JSONResponse.make(
                try await onStudio { () throws(ToolError) in
                    try studio.edit(
                        path: edit.path, line: edit.line, column: edit.column, value: edit.value, expected: edit.expected,
                        expectedLine: edit.expectedLine)
                })
        }
        router.post("/api/undo") { request, _ in
            let undo = try await decode(UndoRequest.self, from: request)
            return try JSONResponse.make(try await onStudio { () throws(ToolError) in try studio.undo(path: undo.path) })
        }
    }

    /// The JSON body of `request` as `type`, or a bad request that says what is wrong with it; a
    /// body past ``maximumBodySize`` is refused unread (413, which HTTP has for it).
    static func decode<Body: Decodable>(_ type: Body.Type, from request: Request) async throws -> Body {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: maximumBodySize)
        } catch {
            throw HTTPError(.contentTooLarge, message: "the body is larger than \(maximumBodySize) bytes")
        }
        do {
            return try JSONDecoder().decode(Body.self, from: Data(buffer.readableBytesView))
        } catch DecodingError.keyNotFound(let key, _) {
            throw ToolError(.badRequest, "malformed JSON body: missing '\(key.stringValue)'")
        } catch DecodingError.typeMismatch(_, let context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw ToolError(.badRequest, "malformed JSON body: wrong type for '\(field)'")
        } catch {
            throw ToolError(.badRequest, "malformed JSON body: expected an object such as {\"path\": …}", cause: error)
        }
    }
}
