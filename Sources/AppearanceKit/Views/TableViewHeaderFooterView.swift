/// A section header or footer of a table view, with a text label.
///
/// The Swift stand-in for `UITableViewHeaderFooterView`.
///
/// ```swift
/// Label.appearance(whenContainedInInstancesOf: [TableViewHeaderFooterView.self]).textColor = .secondaryLabel
/// let header = TableViewHeaderFooterView(text: "ACCOUNT")
/// ```
@preconcurrency @MainActor
open class TableViewHeaderFooterView: View {
    /// The view holding the content (a subview).
    public let contentView = View()
    /// The label showing the text (inside ``contentView``).
    public let textLabel = Label()

    /// A header or footer showing `text`.
    public init(text: String? = nil) {
        super.init(frame: .zero)
        textLabel.text = text
        addSubview(contentView)
        contentView.addSubview(textLabel)
    }
}
