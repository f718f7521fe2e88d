import AppearanceSnapshotTesting
import AppearanceUIKit
import SnapshotTesting
import Testing

/// A test file written with UIKit's names, as the one-source recipe has it: on iOS the same
/// file imports UIKit and uses swift-snapshot-testing's own strategies.
@MainActor
final class GreetingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 80, width: 300, height: 30))
        label.text = "Hello from one source"
        label.textColor = .label
        view.addSubview(label)
    }
}

@MainActor
@Suite struct UIKitNamesSnapshotTests {
    /// Proxies are global: other suites' values are forgotten first.
    init() { Appearance.reset() }

    @Test func aUIViewControllerTakesTheStrategy() {
        let strategy: Snapshotting<UIViewController, String> = .appearance(on: .iPhone)
        var picture = ""
        strategy.snapshot(GreetingViewController()).run { picture = $0 }
        #expect(picture.contains("Hello from one source"))
        assertSnapshot(of: GreetingViewController(), as: .appearance(on: .iPhoneSE))
    }

    @Test func aUIViewTakesTheStrategy() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .systemBlue
        assertSnapshot(of: view, as: .appearance)
    }
}
