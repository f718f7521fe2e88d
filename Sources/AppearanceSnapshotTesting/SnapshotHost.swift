import AppearanceKit
import AppearanceRender
import Foundation

/// Puts what a test snapshots in a window of the device's size and the state's traits, as a
/// device would show it, and draws it.
///
/// Each snapshot makes a new window: nothing keeps a window alive once its picture is drawn
/// (the kit has no application holding its windows), so a controller or view snapshotted again
/// (one instance through the states of a matrix) is put in a new window, in the new traits.
@MainActor
enum SnapshotHost {
    /// A window on `device`, in `traits`, whose root is `controller`, made key and visible and
    /// laid out, as a scene delegate shows an app's first screen.
    static func window(for controller: ViewController, on device: SnapshotDevice, traits: TraitCollection) -> Window {
        let window = Window(frame: CGRect(origin: .zero, size: device.size), screenTraits: traits)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// A window of `view`'s size (the size given, else its frame's, else the device's) in
    /// `traits`, holding `view` at its origin. A view already in a window is left there: that
    /// window is returned, and the view drawn in its traits.
    static func window(for view: View, size: CGSize?, on device: SnapshotDevice, traits: TraitCollection) -> Window {
        if let window = view.window {
            window.layoutIfNeeded()
            return window
        }
        let frameSize = size ?? (view.frame.size == .zero ? device.size : view.frame.size)
        let window = Window(frame: CGRect(origin: .zero, size: frameSize), screenTraits: traits)
        view.removeFromSuperview()
        view.frame = CGRect(origin: .zero, size: frameSize)
        window.addSubview(view)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// The controller's window as an SVG document.
    static func svg(of controller: ViewController, on device: SnapshotDevice, traits: TraitCollection) -> String {
        let window = window(for: controller, on: device, traits: traits)
        return SVGRenderer().render(window, size: device.size)
    }

    /// The view alone as an SVG document, at its size.
    static func svg(of view: View, size: CGSize?, on device: SnapshotDevice, traits: TraitCollection) -> String {
        let window = window(for: view, size: size, on: device, traits: traits)
        return withExtendedLifetime(window) { SVGRenderer().render(view, size: view.frame.size) }
    }
}
