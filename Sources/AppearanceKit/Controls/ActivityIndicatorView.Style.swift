extension ActivityIndicatorView {
    /// The size of an activity indicator: UIKit's `UIActivityIndicatorView.Style` cases.
    ///
    /// ``medium`` and ``large`` take their colour from the indicator's ``ActivityIndicatorView/color``
    /// (grey by default); the legacy styles of iOS 12 and earlier are kept for ported code.
    public enum Style: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// A 20-point wheel.
        case medium
        /// A 37-point wheel.
        case large
        /// A large white wheel (legacy; use ``large`` with a white colour).
        case whiteLarge
        /// A white wheel (legacy; use ``medium`` with a white colour).
        case white
        /// A grey wheel (legacy; use ``medium``).
        case gray

        /// Whether the wheel is 37 points rather than 20.
        public var isLarge: Bool { self == .large || self == .whiteLarge }

        /// The side of the wheel in points.
        public var side: CGFloat { isLarge ? 37 : 20 }

        /// The wheel's colour when the indicator sets none.
        public var defaultColor: Color {
            switch self {
            case .white, .whiteLarge: .white
            case .medium, .large, .gray: .systemGray
            }
        }

        /// The case name.
        public var description: String { rawValue }
    }
}
