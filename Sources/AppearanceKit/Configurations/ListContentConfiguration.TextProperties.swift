extension ListContentConfiguration {
    /// How a text of a list's content is drawn, as UIKit's
    /// `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable {
        /// How the text sits across its width.
        public enum TextAlignment: Int, Hashable, Sendable, CaseIterable {
            /// Leading for left-to-right text.
            case natural
            /// Centred.
            case center
            /// Spread to both edges.
            case justified
        }

        /// A change of case applied to the text.
        public enum TextTransform: Int, Hashable, Sendable, CaseIterable {
            /// As written.
            case none
            /// Each word capitalized.
            case capitalized
            /// Lower case.
            case lowercase
            /// Upper case.
            case uppercase

            /// `text` with the change applied.
            func apply(to text: String?) -> String? {
                guard let text else { return nil }
                switch self {
                case .none: return text
                case .capitalized: return text.capitalized
                case .lowercase: return text.lowercased()
                case .uppercase: return text.uppercased()
                }
            }
        }

        /// The font.
        public var font: Font
        /// The colour.
        public var color: Color
        /// How the text sits across its width.
        public var alignment = TextAlignment.natural
        /// How a line too long for the width ends.
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The most lines shown (0: as many as needed).
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest fraction of the font size it shrinks to.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may be drawn tighter before truncating.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the text size setting (on, as UIKit's list styles are).
        public var adjustsFontForContentSizeCategory = true
        /// A change of case applied to the text.
        public var transform = TextTransform.none

        /// Text in the text style `style` and `color`.
        init(style: Font.TextStyle, color: Color, bold: Bool = false) {
            let font = Font.preferredFont(forTextStyle: style)
            if bold, let descriptor = font.fontDescriptor.withSymbolicTraits(.traitBold) {
                self.font = Font(descriptor: descriptor, size: 0)
            } else {
                self.font = font
            }
            self.color = color
        }

        /// The colour the text is drawn in.
        public func resolvedColor() -> Color { color }
    }
}
