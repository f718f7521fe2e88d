public import AppearanceCore
public import Foundation

/// A horizontal row of segments, at most one of which is selected.
///
/// The Swift stand-in for `UISegmentedControl`.
///
/// ```swift
/// SegmentedControl.appearance().selectedSegmentTintColor = .systemIndigo
/// SegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: Color.white], for: .selected)
/// let filter = SegmentedControl(items: ["All", "Unread"])
/// filter.selectedSegmentIndex = 0
/// ```
@preconcurrency @MainActor
open class SegmentedControl: Control {
    /// The ``selectedSegmentIndex`` when no segment is selected.
    public static let noSegment = -1

    private var titles: [String?] = []

    /// The index of the selected segment, or ``noSegment`` (-1).
    public var selectedSegmentIndex = SegmentedControl.noSegment
    /// Whether segments deselect themselves right after a tap.
    public var isMomentary = false

    /// The colour of the selected segment; `nil` uses the system look.
    @Styled public var selectedSegmentTintColor: Color? = nil
    /// Title text attributes per control state.
    @Styled public var titleTextAttributesByState = AxisValues<ControlState, [NSAttributedString.Key: Any]?>(default: nil)
    /// Background images per control state and bar metrics.
    @Styled public var backgroundImages = AxisValues<StateAndMetrics, Image?>(default: nil)
    /// Divider images per pair of segment states and bar metrics.
    @Styled public var dividerImages = AxisValues<DividerKey, Image?>(default: nil)

    /// A control without segments with the given frame, as UIKit's `init(frame:)`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control without segments from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control with one segment per title, as UIKit's `init(items:)`.
    public convenience init(items: [String]) {
        self.init(frame: .zero)
        titles = items
    }

    // MARK: - Segments

    /// The number of segments.
    public var numberOfSegments: Int { titles.count }

    /// The title of the segment at `index`, or `nil` (also when `index` is out of range).
    public func titleForSegment(at index: Int) -> String? {
        titles.indices.contains(index) ? titles[index] : nil
    }

    /// Sets the title of the segment at `index` (ignored when out of range).
    public func setTitle(_ title: String?, forSegmentAt index: Int) {
        if titles.indices.contains(index) { titles[index] = title }
    }

    /// Inserts a segment with `title` at `index` (clamped to the valid range).
    public func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
        let position = Swift.min(Swift.max(index, 0), titles.count)
        titles.insert(title, at: position)
        if selectedSegmentIndex >= position { selectedSegmentIndex += 1 }
    }

    /// Removes the segment at `index` (ignored when out of range).
    public func removeSegment(at index: Int, animated: Bool) {
        guard titles.indices.contains(index) else { return }
        titles.remove(at: index)
        if selectedSegmentIndex == index {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > index {
            selectedSegmentIndex -= 1
        }
    }

    /// Removes every segment.
    public func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    // MARK: - Title text attributes

    /// The title text attributes for one control state (no fallback to `.normal`).
    public subscript(titleTextAttributes state: ControlState) -> [NSAttributedString.Key: Any]? {
        get { titleTextAttributesByState[state] }
        set { titleTextAttributesByState[state] = newValue }
    }

    /// Sets the title text attributes for a state (explicit on this instance).
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: ControlState) {
        self[titleTextAttributes: state] = attributes
    }

    /// The title text attributes for a state; `.normal`'s when the state has none.
    public func titleTextAttributes(for state: ControlState) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState.valueFallingBackToNormal(for: state)
    }

    // MARK: - Background images

    /// The background image for a control state and bar metrics.
    public subscript(backgroundImage state: ControlState, metrics: BarMetrics) -> Image? {
        get { backgroundImages[StateAndMetrics(state, metrics)] }
        set { backgroundImages[StateAndMetrics(state, metrics)] = newValue }
    }

    /// Sets the background image for a state and metrics (explicit on this instance).
    public func setBackgroundImage(_ image: Image?, for state: ControlState, barMetrics: BarMetrics) {
        self[backgroundImage: state, barMetrics] = image
    }

    /// The background image for a state and metrics.
    public func backgroundImage(for state: ControlState, barMetrics: BarMetrics) -> Image? {
        self[backgroundImage: state, barMetrics]
    }

    // MARK: - Divider images

    /// The divider image between segments in the `left` and `right` states, for bar metrics.
    public subscript(dividerImage left: ControlState, right: ControlState, metrics: BarMetrics) -> Image? {
        get { dividerImages[DividerKey(left: left, right: right, metrics: metrics)] }
        set { dividerImages[DividerKey(left: left, right: right, metrics: metrics)] = newValue }
    }

    /// Sets the divider image for a pair of segment states and metrics (explicit on this instance).
    public func setDividerImage(
        _ image: Image?, forLeftSegmentState left: ControlState, rightSegmentState right: ControlState,
        barMetrics: BarMetrics
    ) {
        self[dividerImage: left, right, barMetrics] = image
    }

    /// The divider image for a pair of segment states and metrics.
    public func dividerImage(
        forLeftSegmentState left: ControlState, rightSegmentState right: ControlState, barMetrics: BarMetrics
    ) -> Image? {
        self[dividerImage: left, right, barMetrics]
    }
}

extension AppearanceProxy where Target: SegmentedControl {
    /// Records title text attributes for a control state.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: ControlState) {
        self[\.[titleTextAttributes: state]] = attributes
    }

    /// The title text attributes this proxy recorded for `state`, or `nil`.
    public func titleTextAttributes(for state: ControlState) -> [NSAttributedString.Key: Any]? {
        self[\.[titleTextAttributes: state]] ?? nil
    }

    /// Records a background image for a state and bar metrics.
    public func setBackgroundImage(_ image: Image?, for state: ControlState, barMetrics: BarMetrics) {
        self[\.[backgroundImage: state, barMetrics]] = image
    }

    /// The background image this proxy recorded for a state and metrics, or `nil`.
    public func backgroundImage(for state: ControlState, barMetrics: BarMetrics) -> Image? {
        self[\.[backgroundImage: state, barMetrics]] ?? nil
    }

    /// Records a divider image for a pair of segment states and bar metrics.
    public func setDividerImage(
        _ image: Image?, forLeftSegmentState left: ControlState, rightSegmentState right: ControlState,
        barMetrics: BarMetrics
    ) {
        self[\.[dividerImage: left, right, barMetrics]] = image
    }

    /// The divider image this proxy recorded for a pair of segment states and metrics, or `nil`.
    public func dividerImage(
        forLeftSegmentState left: ControlState, rightSegmentState right: ControlState, barMetrics: BarMetrics
    ) -> Image? {
        self[\.[dividerImage: left, right, barMetrics]] ?? nil
    }
}
