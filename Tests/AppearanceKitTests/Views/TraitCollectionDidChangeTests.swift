import AppearanceKit
import Testing

/// `traitCollectionDidChange(_:)` receives the traits each view had before the change, as in
/// UIKit (R6): code that compares old and new traits (a layout that collapses in compact width,
/// a colour resolved for the old style) needs them, and `nil` told it nothing.
@MainActor
@Suite struct TraitCollectionDidChangeTests {
    /// Records every call: the previous traits and the traits in effect during the call.
    final class RecordingView: View {
        var calls: [(previous: TraitCollection?, current: TraitCollection)] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            calls.append((previousTraitCollection, traitCollection))
        }
    }

    @Test func aScreenTraitChangePassesEachViewItsPreviousTraits() throws {
        Appearance.reset()
        let window = Window()
        let outer = RecordingView(), inner = RecordingView()
        outer.addSubview(inner)
        window.addSubview(outer)
        window.screenTraits.userInterfaceStyle = .dark
        for view in [outer, inner] {
            let call = try #require(view.calls.first)
            #expect(view.calls.count == 1)
            #expect(call.previous?.userInterfaceStyle == .light)
            #expect(call.current.userInterfaceStyle == .dark)
        }
    }

    @Test func previousTraitsKeepTheOverridesBetweenTheChangeAndTheView() throws {
        Appearance.reset()
        let window = Window()
        let outer = RecordingView(), pinned = RecordingView(), inner = RecordingView()
        pinned.traitOverrides.horizontalSizeClass = .regular
        pinned.addSubview(inner)
        outer.addSubview(pinned)
        window.addSubview(outer)
        outer.overrideUserInterfaceStyle = .dark
        let call = try #require(inner.calls.first)
        #expect(call.previous?.userInterfaceStyle == .light)
        #expect(call.previous?.horizontalSizeClass == .regular, "the pinned override held before the change too")
        #expect(call.previous == call.current.merging(TraitCollection(userInterfaceStyle: .light)))
        #expect(outer.calls.first?.previous?.horizontalSizeClass == .compact, "the window's phone traits")
    }

    @Test func aControllersOverrideReachesItsViewsWithTheirPreviousTraits() throws {
        Appearance.reset()
        let window = Window(screenTraits: .dark)
        let controller = ViewController()
        let view = RecordingView()
        controller.view.addSubview(view)
        window.rootViewController = controller
        controller.overrideUserInterfaceStyle = .light
        let call = try #require(view.calls.first)
        #expect(call.previous?.userInterfaceStyle == .dark)
        #expect(call.current.userInterfaceStyle == .light)
    }

    @Test func settingTheSameOverrideAgainOrOutsideAWindowCallsNothing() {
        Appearance.reset()
        let view = RecordingView()
        view.overrideUserInterfaceStyle = .dark
        #expect(view.calls.isEmpty, "not in a window")
        let window = Window()
        window.addSubview(view)
        view.overrideUserInterfaceStyle = .dark
        window.screenTraits = window.screenTraits
        #expect(view.calls.isEmpty, "nothing changed")
        #expect(view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func valuesAreAlreadyResolvedForTheNewTraitsDuringTheCall() throws {
        Appearance.reset()
        RecordingView.appearance(for: .dark).backgroundColor = .black
        final class Reader: View {
            var seen: Color?? = .none
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                seen = .some(superview?.backgroundColor)
            }
        }
        let window = Window()
        let parent = RecordingView(), reader = Reader()
        parent.addSubview(reader)
        window.addSubview(parent)
        window.screenTraits.userInterfaceStyle = .dark
        #expect(try #require(reader.seen) == .black)
    }
}
