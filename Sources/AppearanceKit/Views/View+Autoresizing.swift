import Foundation

extension View {
    /// Whether any view was given an autoresizing mask: until one is, a resize skips the walk
    /// over its subviews (most hierarchies have no mask).
    static var autoresizingIsInUse = false

    /// Resizes the subviews that have an ``autoresizingMask`` after this view's size changed
    /// from `oldSize`, as UIKit's `resizeSubviews(withOldSize:)`. Views placed by Auto Layout or
    /// by the kit's layout are left to them.
    func resizeSubviews(withOldSize oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = frame.size
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
            let mask = subview.autoresizingMask
            guard !mask.isEmpty else { continue }
            let frame = subview.frame
            let (x, width) = Self.autoresize(
                start: frame.minX, length: frame.width, in: (oldSize.width, newSize.width),
                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.autoresize(
                start: frame.minY, length: frame.height, in: (oldSize.height, newSize.height),
                flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            let resized = CGRect(x: x, y: y, width: width, height: height)
            if resized != frame { subview.setFrame(resized, fromLayout: false) }
        }
    }

    /// One axis of an autoresize: the change of the superview's length is shared among the
    /// flexible parts (leading margin, length, trailing margin) in proportion to their lengths,
    /// or equally when those lengths add up to nothing (a zero-size view that fills its
    /// superview as it grows).
    static func autoresize(
        start: CGFloat, length: CGFloat, in superview: (old: CGFloat, new: CGFloat),
        flexible: (leading: Bool, length: Bool, trailing: Bool)
    ) -> (start: CGFloat, length: CGFloat) {
        let change = superview.new - superview.old
        let parts = [start, length, superview.old - start - length]
        let flags = [flexible.leading, flexible.length, flexible.trailing]
        let count = flags.filter { $0 }.count
        guard change != 0, count > 0 else { return (start, length) }
        let total = zip(parts, flags).reduce(CGFloat(0)) { $0 + ($1.1 ? max($1.0, 0) : 0) }
        func share(_ index: Int) -> CGFloat {
            guard flags[index] else { return 0 }
            return total > 0 ? change * max(parts[index], 0) / total : change / CGFloat(count)
        }
        return (start + share(0), max(length + share(1), 0))
    }

    /// How UIKit spells a mask in an autoresizing constraint's description: `h=` and `v=`, each
    /// followed by the leading margin, the length and the trailing margin, `-` for fixed and
    /// `&` for flexible (a fixed view's trailing margin is flexible: `h=--&`).
    var autoresizingDescription: String {
        let mask = autoresizingMask
        func axis(_ leading: AutoresizingMask, _ length: AutoresizingMask, _ trailing: AutoresizingMask) -> String {
            let fixedTrailing = mask.isDisjoint(with: [leading, length, trailing])
            return [mask.contains(leading), mask.contains(length), mask.contains(trailing) || fixedTrailing]
                .map { $0 ? "&" : "-" }.joined()
        }
        return "h=\(axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) "
            + "v=\(axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
    }
}
