public import Foundation

// There is no animation here: pictures are made of the state a screen is in. An animation
// block runs at once, so its final state is what is drawn, and its completion follows it
// with `true` (finished), as UIKit's does when the animation ends.

extension View {
    /// Options for ``animate(withDuration:delay:options:animations:completion:)``, as UIKit's
    /// `UIView.AnimationOptions` (kept: nothing is animated).
    public struct AnimationOptions: OptionSet, Sendable {
        /// The raw bits, as UIKit's.
        public let rawValue: UInt
        /// The options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Touches reach the views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current state of a running animation.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats without end.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs backwards after forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Eases in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Eases in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Eases out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// At a constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// A cross-dissolve transition.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    }

    /// Runs `actionsWithoutAnimation`, as UIKit's `performWithoutAnimation(_:)`.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Runs `animations` at once (nothing is animated here).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Runs `animations` at once, then `completion` with `true`.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `animations` at once, then `completion` with `true`; the delay and options are
    /// not waited for.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `animations` at once, then `completion` with `true` (a spring animation in UIKit).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `animations` at once, then `completion` with `true` (a transition of `view` in UIKit).
    public static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }
}
