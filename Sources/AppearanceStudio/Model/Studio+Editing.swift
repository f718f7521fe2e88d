import AppearanceKit
import AppearancePreview
import AppearanceThemes
import Foundation

// Live edits: the inspector's values written back into the theme files, and undone.
extension Studio {
    /// The theme file at `path`, which must be one of the studio's theme files, and its URL.
    private func editableTheme(at path: String) throws(ToolError) -> (theme: StudioTheme, url: URL) {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        let files = themes.filter(\.isEditable).compactMap { theme in theme.url.map { (theme: theme, url: $0) } }
        guard let found = files.first(where: { $0.url.path == standardized }) else {
            let names = files.map(\.url.path)
            throw ToolError(
                .forbidden,
                "'\(path)' is not a theme file of the studio; it edits only "
                    + (names.isEmpty ? "theme files (never Swift themes or built-in ones), and it has none" : names.joined(separator: ", "))
            )
        }
        return found
    }

    /// Writes `value` (a colour or a number) over the value at `line`:`column` of the theme file
    /// at `path`, in place; the watcher then applies it like any other edit.
    ///
    /// The position must be a value of the file as it is now (a rule's property or a
    /// variable's value; never a name, a key, a class, a container, a trait, a comment or a list
    /// element), and `expected` is the value the page showed there, as written in the file: if
    /// the file says something else there now (an editor changed it since), nothing is written
    /// and the error is a conflict, so the page reloads rather than editing whatever moved
    /// there. `expectedLine`, when given (the page gives it), is the whole line the page read:
    /// the same value on a line that moved there is a conflict too.
    ///
    /// - Throws: ``/AppearancePreview/ToolError`` when the file is not one of the studio's (or has become
    ///   a link out of its folder), the value is neither a colour nor a number, no value is
    ///   there, its kind differs, or the file changed (since the page read it, or while the
    ///   studio was writing).
    public func edit(
        path: String, line: Int, column: Int, value text: String, expected: String, expectedLine: String? = nil
    ) throws(ToolError) -> EditResult {
        let (theme, url) = try editableTheme(at: path)
        guard let value = StudioValue(text) else {
            throw ToolError(.badRequest, "'\(text)' is neither a colour (#rrggbb) nor a number")
        }
        let contents = try read(url)
        let place = "\(url.lastPathComponent):\(line):\(column)"
        guard EditablePositions(text: contents, path: url.path).contains(line: line, column: column),
            let token = ValueRewriter.token(in: contents, line: line, column: column)
        else {
            throw ToolError(
                .notFound, "no value to edit at \(place): the studio edits only rules' property values and variables' values")
        }
        guard expected == token.text || expected == token.text.trimmingQuotes else {
            throw ToolError(
                .conflict, "\(place) says \(token.text) now, not \(expected): the file changed since the page read it; reload")
        }
        if let expectedLine, expectedLine != ValueRewriter.line(line, of: contents) {
            throw ToolError(
                .conflict, "line \(line) of \(url.lastPathComponent) is not the line the page read: the file changed; reload")
        }
        if let file = theme.file,
            let assignment = file.resolved.assignments.first(where: {
                $0.location.line == line && $0.location.column == column
                    && URL(fileURLWithPath: $0.location.path).standardizedFileURL.path == url.path
            })
        {
            let expected = assignment.value is Color || assignment.value is CGColor ? "colour" : "number"
            if expected != value.kind {
                throw ToolError(.badRequest, "\(assignment.property.name) takes a \(expected), not '\(text)'")
            }
        }
        let literal = ValueRewriter.literal(value, replacing: token)
        let updated = ValueRewriter.replacing(token, in: contents, with: literal)
        try write(updated, to: url, ifStill: contents)
        undoHistories[url.path, default: UndoHistory()].record(start: token.start, old: token.text, new: literal, leaving: updated)
        theme.reloadNow()
        return EditResult(
            path: url.path, line: line, column: column, old: token.text, new: literal,
            undoDepth: undoHistories[url.path]?.depth ?? 0)
    }

    /// Puts back the value the studio's last write-back to the file replaced.
    ///
    /// - Throws: ``/AppearancePreview/ToolError`` when the file is not one of the studio's, there is
    ///   nothing to undo, or the file was changed elsewhere since (that change is kept).
    public func undo(path: String) throws(ToolError) -> EditResult {
        let (theme, url) = try editableTheme(at: path)
        guard let history = undoHistories[url.path], history.depth > 0 else {
            throw ToolError(.conflict, "nothing to undo in \(url.lastPathComponent)")
        }
        // Undo puts back the studio's own edit only: an edit made elsewhere since is kept.
        let contents = try read(url)
        guard let last = history.last(ifStill: contents) else {
            undoHistories[url.path] = nil
            throw ToolError(
                .conflict, "\(url.lastPathComponent) changed since the studio wrote it; undo in your editor instead")
        }
        let restored = ValueRewriter.replacing(
            ValueRewriter.Token(start: last.start, end: last.start + last.new.unicodeScalars.count, text: last.new, quote: nil),
            in: contents, with: last.old)
        try write(restored, to: url, ifStill: contents)
        undoHistories[url.path]?.removeLast()
        theme.reloadNow()
        return EditResult(
            path: url.path, line: nil, column: nil, old: nil, new: nil, undoDepth: undoHistories[url.path]?.depth ?? 0)
    }

    private func read(_ url: URL) throws(ToolError) -> String {
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ToolError(.io, "cannot read \(url.path): \(error.localizedDescription)", cause: error)
        }
    }

    /// Writes `text` over the theme file if it still holds `expected` (what the edit was made
    /// from), else throws a conflict and writes nothing: an editor's save in between is kept.
    ///
    /// The file is written in place, through any symbolic link to its target, so that links,
    /// hard links and the file's mode stay as they were (a replace-by-rename would swap in a
    /// new file beside the link's target). A file that was replaced by a link to somewhere
    /// outside its folder after the studio started is refused: the studio writes only where
    /// it was told to at start.
    private func write(_ text: String, to url: URL, ifStill expected: String) throws(ToolError) {
        let target = url.resolvingSymlinksInPath().path
        if target != startTargets[url.path] {
            let folder = url.deletingLastPathComponent().resolvingSymlinksInPath().path
            guard target.hasPrefix(folder + "/") else {
                throw ToolError(
                    .forbidden,
                    "\(url.lastPathComponent) has become a link to \(target), outside its folder, since the studio started; "
                        + "nothing was written: restart the studio to edit it there")
            }
        }
        do {
            try ThemeFileWriter.write(text, to: url, ifStill: expected)
        } catch ThemeFileWriter.Failure.changed {
            throw ToolError(
                .conflict, "\(url.lastPathComponent) changed while the studio was writing it; nothing was written, reload")
        } catch {
            throw ToolError(.io, "cannot write \(url.path): \(error.localizedDescription)", cause: error)
        }
    }
}
