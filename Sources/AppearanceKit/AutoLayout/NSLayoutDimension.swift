public import Foundation

/// A width or a height, as UIKit's `NSLayoutDimension`: related to another dimension with a
/// multiplier, or to a constant.
///
/// ```swift
/// avatar.widthAnchor.constraint(equalToConstant: 40)
/// avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor)
/// banner.heightAnchor.constraint(equalTo: banner.widthAnchor, multiplier: 9 / 16)
/// ```
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint making the dimension `c`.
    public func constraint(equalToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.equal, to: nil, multiplier: 1, constant: c, file: file, line: line)
    }

    /// A constraint making the dimension at least `c`.
    public func constraint(
        greaterThanOrEqualToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, to: nil, multiplier: 1, constant: c, file: file, line: line)
    }

    /// A constraint making the dimension at most `c`.
    public func constraint(
        lessThanOrEqualToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, to: nil, multiplier: 1, constant: c, file: file, line: line)
    }

    /// A constraint making the dimension `m` times `anchor`.
    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.equal, to: anchor, multiplier: m, constant: 0, file: file, line: line)
    }

    /// A constraint making the dimension at least `m` times `anchor`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0, file: file, line: line)
    }

    /// A constraint making the dimension at most `m` times `anchor`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0, file: file, line: line)
    }

    /// A constraint making the dimension `m` times `anchor` plus `c`.
    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.equal, to: anchor, multiplier: m, constant: c, file: file, line: line)
    }

    /// A constraint making the dimension at least `m` times `anchor` plus `c`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c, file: file, line: line)
    }

    /// A constraint making the dimension at most `m` times `anchor` plus `c`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, to: anchor, multiplier: m, constant: c, file: file, line: line)
    }
}
