import AppearancePreview
import Synchronization

/// The screens and themes this process's commands show, and the name the tool is run by: set
/// once by ``AppearanceTools/main(_:commandName:arguments:)`` before the arguments are
/// parsed, since ArgumentParser builds commands (and their help) from their types.
enum ToolCatalog {
    private struct State {
        var catalog = PreviewCatalog.builtin
        var commandName = "appearance"
    }

    private static let state = Mutex(State())

    /// The catalog the commands show.
    static var current: PreviewCatalog {
        get { state.withLock { $0.catalog } }
        set { state.withLock { $0.catalog = newValue } }
    }

    /// The tool's name, for help and examples.
    static var commandName: String {
        get { state.withLock { $0.commandName } }
        set { state.withLock { $0.commandName = newValue } }
    }
}
