import AppearanceCore

extension ViewController {
    /// The least margins the root view has, as UIKit's `systemMinimumLayoutMargins` on an
    /// iPhone and iPad: 16 points at the leading and trailing edges in a compact width, 20 in a
    /// regular one, none at the top and bottom (the safe area keeps content from the bars).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
