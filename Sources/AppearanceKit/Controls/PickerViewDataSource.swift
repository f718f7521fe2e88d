/// Tells a ``PickerView`` how many wheels and rows it has: UIKit's `UIPickerViewDataSource`.
///
/// ```swift
/// final class SizesModel: PickerViewDataSource, PickerViewDelegate {
///     let sizes = ["S", "M", "L"]
///     func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
///     func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
///     func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
///         sizes[row]
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol PickerViewDataSource: AnyObject {
    /// The number of wheels.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// The number of rows of one wheel.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}
