public import Foundation

// UIKit adds rows, items and sections to Foundation's `IndexPath` (its `NSIndexPath+UIKit`
// category); Foundation on Linux has none of them, so apps' `IndexPath(row:section:)` and
// `indexPath.row` come from here.
extension IndexPath {
    /// The index path of `row` in `section`, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The index path of `item` in `section`, as UIKit's `IndexPath(item:section:)`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in the section (a collection view's name for ``row``): the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
