import Foundation

/// Where the layout's messages go: UIKit prints them to the console, and so does the kit
/// (standard error), unless a handler takes them (tests, `appearance explain --layout`).
@MainActor
public enum LayoutMessages {
    /// Takes each message instead of standard error; `nil` prints them.
    public static var handler: (@MainActor (String) -> Void)?

    /// Prints `message` or gives it to ``handler``.
    static func report(_ message: String) {
        if let handler {
            handler(message)
        } else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
}
