public import Foundation

/// Gives a ``PickerView`` the titles of its rows: UIKit's `UIPickerViewDelegate`.
///
/// Implement either method; the attributed title wins when both return one.
@preconcurrency @MainActor
public protocol PickerViewDelegate: AnyObject {
    /// The title of a row, or `nil`.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The title of a row with its attributes, or `nil`.
    func pickerView(
        _ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString?
}

extension PickerViewDelegate {
    /// No title.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }

    /// No attributed title.
    public func pickerView(
        _ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
        nil
    }
}
