public import AppearanceCore
public import Foundation

/// A bar with a search field, an optional prompt and an optional scope bar.
///
/// The Swift stand-in for `UISearchBar`. Its ``searchTextField`` is a real subview, and so is the
/// scope bar's segmented control while it shows, so proxies contained in `SearchBar` reach them
/// as in UIKit:
///
/// ```swift
/// SearchBar.appearance().searchBarStyle = .minimal
/// SearchBar.appearance().setImage(Image(systemName: "magnifyingglass"), for: .search, state: .normal)
/// SearchBar.appearance().setScopeBarButtonTitleTextAttributes([.foregroundColor: Color.white], for: .normal)
/// TextField.appearance(whenContainedInInstancesOf: [SearchBar.self]).textColor = .white
///
/// let search = SearchBar()
/// search.placeholder = "Search cities"
/// search.scopeButtonTitles = ["All", "Europe", "Asia"]
/// search.showsScopeBar = true
/// navigationItem.titleView = search      // styled as contained in the NavigationBar too
/// ```
@preconcurrency @MainActor
open class SearchBar: View {
    /// The field the user types in (a subview).
    public let searchTextField = SearchTextField()
    /// The scope bar's control: a subview while ``showsScopeBar`` is on and there are scope
    /// titles.
    package let scopeControl = SegmentedControl()

    /// A line of text above the field.
    public var prompt: String?
    /// The titles of the scope buttons.
    public var scopeButtonTitles: [String]? {
        didSet { syncScopeBar() }
    }
    /// The index of the selected scope button.
    public var selectedScopeButtonIndex = 0 {
        didSet { syncScopeBar() }
    }
    /// Whether the scope bar shows (when there are scope titles).
    public var showsScopeBar = false {
        didSet { syncScopeBar() }
    }
    /// Whether a Cancel button shows after the field.
    public var showsCancelButton = false
    /// Whether the bookmark button shows in the empty field.
    public var showsBookmarkButton = false
    /// Whether the results list button shows in the field.
    public var showsSearchResultsButton = false

    /// The look of the bar (light or dark).
    @Styled public var barStyle: BarStyle = .default
    /// The background colour of the bar; `nil` uses the system bar colour.
    @Styled public var barTintColor: Color? = nil
    /// The look of the bar's background and field.
    @Styled public var searchBarStyle: Style = .default
    /// Whether the bar is translucent.
    @Styled public var isTranslucent = true
    /// The look of the keyboard; see ``effectiveKeyboardAppearance``.
    @Styled public var keyboardAppearance: KeyboardAppearance = .default
    /// Background images per bar position and bar metrics.
    @Styled public var backgroundImages = AxisValues<PositionAndMetrics, Image?>(default: nil)
    /// The background image of the scope bar.
    @Styled public var scopeBarBackgroundImage: Image? = nil
    /// Search field background images per control state.
    @Styled public var searchFieldBackgroundImages = AxisValues<ControlState, Image?>(default: nil)
    /// Icon images per icon and control state.
    @Styled public var iconImages = AxisValues<IconAndState, Image?>(default: nil)
    /// Icon offsets per icon.
    @Styled public var iconPositionAdjustments = AxisValues<Icon, Offset>(default: .zero)
    /// Scope button title attributes per control state.
    @Styled public var scopeBarButtonTitleTextAttributesByState =
        AxisValues<ControlState, [NSAttributedString.Key: Any]?>(default: nil)
    /// Scope button background images per control state.
    @Styled public var scopeBarButtonBackgroundImages = AxisValues<ControlState, Image?>(default: nil)
    /// Scope button divider images per pair of segment states (the metrics are always default).
    @Styled public var scopeBarButtonDividerImages = AxisValues<DividerKey, Image?>(default: nil)
    /// How far the search field's background is moved.
    @Styled public var searchFieldBackgroundPositionAdjustment = Offset.zero
    /// How far the text is moved inside the search field.
    @Styled public var searchTextPositionAdjustment = Offset.zero

    /// A empty search bar with the given frame, as UIKit's `init(frame:)`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(searchTextField)
    }

    /// A empty search bar from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(searchTextField)
    }

    // MARK: - Text

    /// The text in the field.
    public var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The field's placeholder.
    public var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// The keyboard the field shows: the field's own when it is not `.default`, else the bar's.
    public var effectiveKeyboardAppearance: KeyboardAppearance {
        searchTextField.keyboardAppearance != .default ? searchTextField.keyboardAppearance : keyboardAppearance
    }

    // MARK: - Scope bar

    /// Whether the scope bar is shown now: ``showsScopeBar`` and at least one scope title.
    public var isScopeBarShown: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    /// Makes the scope control match the titles, the selection and ``showsScopeBar``; it is a
    /// subview only while shown.
    private func syncScopeBar() {
        let titles = scopeButtonTitles ?? []
        if (0..<scopeControl.numberOfSegments).map({ scopeControl.titleForSegment(at: $0) ?? "" }) != titles {
            scopeControl.removeAllSegments()
            for (index, title) in titles.enumerated() {
                scopeControl.insertSegment(withTitle: title, at: index, animated: false)
            }
        }
        scopeControl.selectedSegmentIndex =
            titles.indices.contains(selectedScopeButtonIndex)
            ? selectedScopeButtonIndex : SegmentedControl.noSegment
        if isScopeBarShown {
            if scopeControl.superview !== self { addSubview(scopeControl) }
        } else if scopeControl.superview === self {
            scopeControl.removeFromSuperview()
        }
    }

    // MARK: - Background images

    /// The background image for a bar position and bar metrics.
    public subscript(backgroundImage position: BarPosition, metrics: BarMetrics) -> Image? {
        get { backgroundImages[PositionAndMetrics(position: position, metrics: metrics)] }
        set { backgroundImages[PositionAndMetrics(position: position, metrics: metrics)] = newValue }
    }

    /// The background image at any position with the default metrics.
    public var backgroundImage: Image? {
        get { self[backgroundImage: .any, .default] }
        set { self[backgroundImage: .any, .default] = newValue }
    }

    /// Sets the background image for a position and metrics (explicit on this instance).
    public func setBackgroundImage(_ image: Image?, for position: BarPosition, barMetrics: BarMetrics) {
        self[backgroundImage: position, barMetrics] = image
    }

    /// The background image for a position and metrics.
    public func backgroundImage(for position: BarPosition, barMetrics: BarMetrics) -> Image? {
        self[backgroundImage: position, barMetrics]
    }

    // MARK: - Icons

    /// The image of an icon in one control state (no fallback to `.normal`).
    public subscript(image icon: Icon, state: ControlState) -> Image? {
        get { iconImages[IconAndState(icon, state)] }
        set { iconImages[IconAndState(icon, state)] = newValue }
    }

    /// Sets the image of an icon for a state (explicit on this instance).
    public func setImage(_ image: Image?, for icon: Icon, state: ControlState) {
        self[image: icon, state] = image
    }

    /// The image of an icon for a state; the normal one when the state has none; `nil` draws
    /// the system icon.
    public func image(for icon: Icon, state: ControlState) -> Image? {
        (iconImages.storedValue(for: IconAndState(icon, state)) ?? nil) ?? self[image: icon, .normal]
    }

    /// The offset of an icon inside the field.
    public subscript(positionAdjustment icon: Icon) -> Offset {
        get { iconPositionAdjustments[icon] }
        set { iconPositionAdjustments[icon] = newValue }
    }

    /// Sets the offset of an icon (explicit on this instance).
    public func setPositionAdjustment(_ adjustment: Offset, for icon: Icon) {
        self[positionAdjustment: icon] = adjustment
    }

    /// The offset of an icon.
    public func positionAdjustment(for icon: Icon) -> Offset {
        self[positionAdjustment: icon]
    }

    // MARK: - Search field background

    /// The search field background image for one control state (no fallback to `.normal`).
    public subscript(searchFieldBackgroundImage state: ControlState) -> Image? {
        get { searchFieldBackgroundImages[state] }
        set { searchFieldBackgroundImages[state] = newValue }
    }

    /// Sets the search field background image for a state (explicit on this instance).
    public func setSearchFieldBackgroundImage(_ image: Image?, for state: ControlState) {
        self[searchFieldBackgroundImage: state] = image
    }

    /// The search field background image for a state; the normal one when the state has none.
    public func searchFieldBackgroundImage(for state: ControlState) -> Image? {
        searchFieldBackgroundImages.valueFallingBackToNormal(for: state)
    }

    // MARK: - Scope buttons

    /// The scope button title attributes for one control state (no fallback to `.normal`).
    public subscript(scopeBarButtonTitleTextAttributes state: ControlState) -> [NSAttributedString.Key: Any]? {
        get { scopeBarButtonTitleTextAttributesByState[state] }
        set { scopeBarButtonTitleTextAttributesByState[state] = newValue }
    }

    /// Sets the scope button title attributes for a state (explicit on this instance).
    public func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: ControlState) {
        self[scopeBarButtonTitleTextAttributes: state] = attributes
    }

    /// The scope button title attributes for a state; the normal ones when the state has none.
    public func scopeBarButtonTitleTextAttributes(for state: ControlState) -> [NSAttributedString.Key: Any]? {
        scopeBarButtonTitleTextAttributesByState.valueFallingBackToNormal(for: state)
    }

    /// The scope button background image for one control state (no fallback to `.normal`).
    public subscript(scopeBarButtonBackgroundImage state: ControlState) -> Image? {
        get { scopeBarButtonBackgroundImages[state] }
        set { scopeBarButtonBackgroundImages[state] = newValue }
    }

    /// Sets the scope button background image for a state (explicit on this instance).
    public func setScopeBarButtonBackgroundImage(_ image: Image?, for state: ControlState) {
        self[scopeBarButtonBackgroundImage: state] = image
    }

    /// The scope button background image for a state; the normal one when the state has none.
    public func scopeBarButtonBackgroundImage(for state: ControlState) -> Image? {
        scopeBarButtonBackgroundImages.valueFallingBackToNormal(for: state)
    }

    /// The divider image between scope buttons in the `left` and `right` states.
    public subscript(scopeBarButtonDividerImage left: ControlState, right: ControlState) -> Image? {
        get { scopeBarButtonDividerImages[DividerKey(left: left, right: right)] }
        set { scopeBarButtonDividerImages[DividerKey(left: left, right: right)] = newValue }
    }

    /// Sets the divider image between scope buttons in two states (explicit on this instance).
    public func setScopeBarButtonDividerImage(
        _ image: Image?, forLeftSegmentState left: ControlState, rightSegmentState right: ControlState
    ) {
        self[scopeBarButtonDividerImage: left, right] = image
    }

    /// The divider image between scope buttons in two states.
    public func scopeBarButtonDividerImage(
        forLeftSegmentState left: ControlState, rightSegmentState right: ControlState
    ) -> Image? {
        self[scopeBarButtonDividerImage: left, right]
    }
}
