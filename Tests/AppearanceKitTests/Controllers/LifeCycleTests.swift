import AppearanceKit
import Foundation
import Testing

/// A controller that writes each life-cycle call it hears into a shared log, as `name.call`.
@MainActor
final class RecordingController: ViewController {
    final class Log {
        var entries: [String] = []
        func take() -> [String] {
            defer { entries = [] }
            return entries
        }
    }

    let name: String
    let log: Log

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.entries.append("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.entries.append("\(name).viewWillAppear" + (isMovingToParent ? " moving" : "") + (isBeingPresented ? " presented" : ""))
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.entries.append("\(name).viewIsAppearing")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.entries.append("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.entries.append("\(name).viewWillDisappear" + (isMovingFromParent ? " moving" : "") + (isBeingDismissed ? " dismissed" : ""))
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.entries.append("\(name).viewDidDisappear")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.entries.append("\(name).viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.entries.append("\(name).viewDidLayoutSubviews")
    }
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        log.entries.append("\(name).willMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        log.entries.append("\(name).didMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.entries.append("\(name).traitCollectionDidChange")
    }
}

/// View controllers' life cycle in UIKit's order (#45): shown as a window's root, pushed and
/// popped, tabs selected, presented full screen and as a sheet, children added and removed,
/// layout and trait changes.
@MainActor
@Suite struct LifeCycleTests {
    let log = RecordingController.Log()

    func shown(_ root: ViewController) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test func aWindowsRootAppearsInUIKitsOrder() {
        let root = RecordingController("A", log: log)
        let window = shown(root)
        #expect(
            log.take() == [
                "A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                "A.viewDidAppear",
            ])
        window.layoutIfNeeded()
        #expect(log.take() == [], "nothing more until something changes")
        let replacement = RecordingController("B", log: log)
        window.rootViewController = replacement
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing",
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "B.viewDidAppear",
            ])
    }

    @Test func pushAndPopInterleaveAsUIKits() {
        let first = RecordingController("A", log: log)
        let navigation = NavigationController(rootViewController: first)
        let window = shown(navigation)
        _ = log.take()
        let second = RecordingController("B", log: log)
        navigation.pushViewController(second, animated: true)
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "B.willMove(toParent: parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear moving",
                "A.viewDidDisappear", "B.viewIsAppearing", "B.didMove(toParent: parent)", "B.viewWillLayoutSubviews",
                "B.viewDidLayoutSubviews", "B.viewDidAppear",
            ])
        navigation.popViewController(animated: true)
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "B.willMove(toParent: nil)", "B.viewWillDisappear moving", "A.viewWillAppear", "B.viewDidDisappear",
                "A.viewIsAppearing", "B.didMove(toParent: nil)", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                "A.viewDidAppear",
            ])
    }

    @Test func aContainersChildAppearsWithIt() {
        let child = RecordingController("child", log: log)
        let navigation = NavigationController(rootViewController: child)
        _ = log.take()
        _ = shown(navigation)
        let entries = log.take()
        // The root of a navigation controller shown for the first time is moving to it, as in UIKit.
        #expect(entries.contains("child.viewWillAppear moving"))
        #expect(entries.last == "child.viewDidAppear")
    }

    @Test func selectingATabSwapsTheAppearingControllers() {
        let first = RecordingController("A", log: log)
        let second = RecordingController("B", log: log)
        let tabs = TabBarController()
        tabs.setViewControllers([first, second], animated: false)
        let window = shown(tabs)
        #expect(log.take().filter { $0.hasPrefix("B.view") && $0 != "B.viewDidLoad" }.isEmpty, "the second tab is not shown")
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewIsAppearing",
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "B.viewDidAppear",
            ])
    }

    @Test func aFullScreenPresentationHidesThePresenter() {
        let presenter = RecordingController("A", log: log)
        let window = shown(presenter)
        _ = log.take()
        let sheet = RecordingController("B", log: log)
        sheet.modalPresentationStyle = .fullScreen
        presenter.present(sheet, animated: true)
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear presented", "B.viewIsAppearing", "A.viewDidDisappear",
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "B.viewDidAppear",
            ])
        sheet.dismiss(animated: true)
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "B.viewWillDisappear dismissed", "A.viewWillAppear", "B.viewDidDisappear", "A.viewIsAppearing",
                "A.viewDidAppear",
            ])
    }

    @Test func aSheetLeavesThePresenterShown() {
        let presenter = RecordingController("A", log: log)
        let window = shown(presenter)
        _ = log.take()
        let sheet = RecordingController("B", log: log)
        #expect(sheet.modalPresentationStyle == .automatic)
        presenter.present(sheet, animated: true)
        window.layoutIfNeeded()
        #expect(!log.take().contains { $0.hasPrefix("A.view") && $0.contains("ppear") })
        sheet.dismiss(animated: true)
        #expect(log.take() == ["B.viewWillDisappear dismissed", "B.viewDidDisappear"])
    }

    /// A child whose view the parent adds: `addChild` tells `willMove`, the view's arrival the
    /// appearance calls, and the app `didMove`; removal the other way round.
    @Test func anAppsOwnContainmentFollowsTheChildsView() {
        let parent = RecordingController("P", log: log)
        let window = shown(parent)
        _ = log.take()
        let child = RecordingController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "C.willMove(toParent: parent)", "C.viewDidLoad", "C.viewWillAppear", "C.viewIsAppearing",
                "C.didMove(toParent: parent)", "P.viewWillLayoutSubviews", "P.viewDidLayoutSubviews",
                "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews", "C.viewDidAppear",
            ])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            log.take() == [
                "C.willMove(toParent: nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(toParent: nil)",
            ])
    }

    @Test func aContainerThatDoesNotForwardCallsItsChildrenItself() {
        final class ManualContainer: ViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let container = ManualContainer()
        let window = shown(container)
        let child = RecordingController("C", log: log)
        container.addChild(child)
        container.view.addSubview(child.view)
        window.layoutIfNeeded()
        #expect(!log.take().contains("C.viewWillAppear"))
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(log.take() == ["C.viewWillAppear", "C.viewDidAppear"])
    }

    @Test func aTraitChangeTellsTheControllerBeforeItsView() {
        final class RecordingView: View {
            var log: RecordingController.Log?
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                log?.entries.append("view.traitCollectionDidChange")
            }
        }
        let controller = RecordingController("A", log: log)
        let view = RecordingView()
        view.log = log
        controller.view = view
        let window = shown(controller)
        _ = log.take()
        window.screenTraits = TraitCollection(userInterfaceStyle: .dark)
        #expect(log.take() == ["A.traitCollectionDidChange", "view.traitCollectionDidChange"])
    }

    @Test func theStylesRawValuesAreUIKits() {
        #expect(ModalPresentationStyle.automatic.rawValue == -2)
        #expect(ModalPresentationStyle.fullScreen.rawValue == 0)
        #expect(ModalPresentationStyle.overFullScreen.rawValue == 5)
        #expect(StatusBarStyle.darkContent.rawValue == 3)
        #expect(ViewController().preferredStatusBarStyle == .default)
    }
}
