import AppearanceInterfaceBuilder
import AppearanceKit
import Foundation

/// The test fixtures, found beside this file (they are excluded from the target, so release
/// builds need no resource bundle).
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// The fixture catalog: `Ink`, light #222222 and dark #303030.
    static func catalog() throws -> AssetCatalog {
        try AssetCatalog.load(contentsOf: url("Assets.xcassets"))
    }

    /// A file in a fresh temporary folder holding `text`.
    static func temporaryFile(named name: String, _ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Registers the app classes the fixtures name (BadgeLabel is left out on purpose).
    @MainActor static func registerClasses() {
        InterfaceBuilderClasses.register(AvatarView.self)
        InterfaceBuilderClasses.register(ProfileCardView.self, named: "Profiles.ProfileCardView")
        InterfaceBuilderClasses.register(SettingsViewController.self)
    }
}

/// An app's avatar class, as a XIB names it.
final class AvatarView: ImageView {
    var awoke = false
    var coderClassName: String?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        coderClassName = (coder as? InterfaceBuilderCoder)?.className
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
        // The app's own value: explicit, whatever the rules say (Rules.md, R4.3).
        tintColor = .systemTeal
    }
}

/// An app's card view, registered under its module-qualified name.
final class ProfileCardView: View {}

/// An app's settings controller, as a storyboard names it.
final class SettingsViewController: TableViewController {
    var didLoad = false
    /// The calls the controller heard, in order.
    var calls: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        calls.append("awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        didLoad = true
        calls.append("viewDidLoad")
    }
}
