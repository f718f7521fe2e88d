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
    @Test func aUIViewControllerTakesTheStrategy() {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        let strategy: Snapshotting<UIViewController, String> = .appearance(on: .iPhone)
        var picture = ""
        strategy.snapshot(GreetingViewController()).run { picture = $0 }
        #expect(picture.contains("Hello from one source"))
        assertSnapshot(of: GreetingViewController(), as: .appearance(on: .iPhoneSE))
    }

    @Test func aUIViewTakesTheStrategy() {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .systemBlue
        assertSnapshot(of: view, as: .appearance)
    }
}
