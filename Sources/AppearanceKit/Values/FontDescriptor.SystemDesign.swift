extension FontDescriptor {
    /// A design of the system font: default, rounded, serif or monospaced.
    ///
    /// UIKit's `UIFontDescriptor.SystemDesign`; used with ``FontDescriptor/withDesign(_:)``.
    ///
    /// ```swift
    /// let descriptor = Font.systemFont(ofSize: 34, weight: .bold).fontDescriptor.withDesign(.rounded)!
    /// let title = Font(descriptor: descriptor, size: 0)
    /// ```
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// The design's name, such as `"rounded"`.
        public let rawValue: String

        /// A design from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The system font's usual design.
        public static let `default` = SystemDesign(rawValue: "default")
        /// Rounded ends on the strokes (SF Pro Rounded).
        public static let rounded = SystemDesign(rawValue: "rounded")
        /// A serif design (New York).
        public static let serif = SystemDesign(rawValue: "serif")
        /// Equal advances for every glyph (SF Mono).
        public static let monospaced = SystemDesign(rawValue: "monospaced")
    }
}
