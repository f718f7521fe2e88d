public import AppearanceKit

/// The colours the renderer draws with when no appearance value says otherwise: UIKit's
/// system fills and bar backgrounds, each with a light and a dark variant.
///
/// ```swift
/// SystemPalette.barBackground.resolved(with: TraitCollection(userInterfaceStyle: .dark)).hexString
/// // "#1d1d1d"
/// ```
public enum SystemPalette {
    /// The background of navigation bars, tab bars and toolbars.
    public static let barBackground = Color(light: Color(hex: "#f9f9f9")!, dark: Color(hex: "#1d1d1d")!)
    /// The background of bars whose bar style is `.black`.
    public static let blackBarBackground = Color(hex: "#121212")!
    /// The track of a switch that is off.
    public static let switchOffTrack = Color(light: Color(hex: "#e9e9ea")!, dark: Color(hex: "#39393d")!)
    /// The background of segmented controls and steppers (UIKit's tertiary system fill).
    public static let controlFill = Color(light: Color(hex: "#7676801f")!, dark: Color(hex: "#7676803d")!)
    /// The selected segment of a segmented control without a selected segment tint colour.
    public static let selectedSegment = Color(light: .white, dark: Color(hex: "#636366")!)
    /// The track of a slider after the thumb (UIKit's system fill).
    public static let sliderTrack = Color(light: Color(hex: "#78788033")!, dark: Color(hex: "#7878805c")!)
    /// The background of a selected table cell.
    public static let selectedCell = Color(light: Color(hex: "#d1d1d6")!, dark: Color(hex: "#3a3a3c")!)
    /// The background of the cells of an inset-grouped table that sets none.
    public static let groupedCell = Color(light: .white, dark: Color(hex: "#1c1c1e")!)
    /// The colour of disclosure chevrons in table cells.
    public static let chevron = Color(light: Color(hex: "#3c3c434c")!, dark: Color(hex: "#ebebf54c")!)
    /// The inside of a text field with the rounded-rectangle border style.
    public static let fieldBackground = Color(light: .white, dark: Color(hex: "#1c1c1e")!)
    /// The faint outline that separates a white thumb or segment from a light background.
    public static let thumbOutline = Color(hex: "#0000001f")!
}
