public import Foundation

/// The view that shows a ``ListContentConfiguration``: an image view and two labels laid out
/// by the configuration, as UIKit's `UIListContentView`.
///
/// A cell makes one when given the configuration (``TableViewCell/contentConfiguration``); an
/// app may use one in its own views too:
///
/// ```swift
/// var content = ListContentConfiguration.subtitleCell()
/// content.text = "Ada Lovelace"
/// content.secondaryText = "Analyst"
/// let row = ListContentView(configuration: content)
/// ```
@preconcurrency @MainActor
open class ListContentView: View, ContentView {
    /// The image view (a subview while there is an image).
    private let imageView = ImageView(image: nil)
    /// The main text's label.
    private let textLabel = Label()
    /// The secondary text's label.
    private let secondaryTextLabel = Label()

    /// The configuration shown, as a list configuration.
    private var listConfiguration: ListContentConfiguration

    /// The configuration shown; a configuration that is not a ``ListContentConfiguration`` is
    /// ignored (see ``supports(_:)``).
    public var configuration: any ContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? ListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    /// A view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        addSubview(imageView)
        apply()
    }

    /// A view from an archive, showing an empty cell configuration.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        addSubview(imageView)
        apply()
    }

    /// Whether `configuration` is a ``ListContentConfiguration``.
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        configuration is ListContentConfiguration
    }

    /// Gives the labels and the image view what the configuration says; its fonts and colours
    /// are set on them, so they win over appearance proxies, as in UIKit.
    private func apply() {
        let configuration = listConfiguration
        style(textLabel, text: configuration.shownText, properties: configuration.textProperties)
        style(secondaryTextLabel, text: configuration.shownSecondaryText, properties: configuration.secondaryTextProperties)
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func style(_ label: Label, text: String?, properties: ListContentConfiguration.TextProperties) {
        label.text = text
        label.isHidden = (text ?? "").isEmpty
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        switch properties.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
    }

    // MARK: - Layout

    /// Where the image and the texts go in `size`.
    private func frames(in size: CGSize) -> (image: CGRect, text: CGRect, secondary: CGRect, height: Double) {
        let configuration = listConfiguration
        let margins = configuration.directionalLayoutMargins
        let engine = LayoutEngine()
        var leading = margins.leading
        var imageFrame = CGRect.zero
        if configuration.image != nil {
            var imageSize = engine.fittingSize(imageView, width: nil)
            let maximum = configuration.imageProperties.maximumSize
            if maximum.width > 0 { imageSize.width = Swift.min(imageSize.width, maximum.width) }
            if maximum.height > 0 { imageSize.height = Swift.min(imageSize.height, maximum.height) }
            let reserved = configuration.imageProperties.reservedLayoutSize
            let slot = reserved.width > 0 ? Swift.max(reserved.width, imageSize.width) : imageSize.width
            imageFrame = CGRect(x: leading + (slot - imageSize.width) / 2, y: margins.top, width: imageSize.width, height: imageSize.height)
            leading += slot + configuration.imageToTextPadding
        }
        let available = Swift.max(size.width - leading - margins.trailing, 0)
        let hasSecondary = !secondaryTextLabel.isHidden
        // At the accessibility text sizes the texts stack, as UIKit's value cells do.
        let sideBySide =
            configuration.prefersSideBySideTextAndSecondaryText && !traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        let alignment: TextAlignment = sideBySide ? .right : .natural
        if secondaryTextLabel.textAlignment != alignment { secondaryTextLabel.textAlignment = alignment }
        let text = textLabel.isHidden ? CGSize.zero : engine.fittingSize(textLabel, width: available)
        // A symbol is drawn at the size of the text beside it, as UIKit scales list symbols
        // with the text's font, so it does not make the row taller than the text.
        if configuration.image?.isSymbolImage == true, text.height > 0, imageFrame.height > text.height {
            let scale = text.height / imageFrame.height
            imageFrame.origin.x += (imageFrame.width * (1 - scale) / 2).rounded()
            imageFrame.size = CGSize(width: (imageFrame.width * scale).rounded(), height: text.height)
        }
        var textFrame = CGRect(x: leading, y: margins.top, width: Swift.min(text.width, available), height: text.height)
        var secondaryFrame = CGRect.zero
        var textsHeight = text.height
        if hasSecondary, sideBySide {
            let secondaryLimit = Swift.max(available - textFrame.width - configuration.textToSecondaryTextHorizontalPadding, 0)
            let secondary = engine.fittingSize(secondaryTextLabel, width: secondaryLimit)
            let width = Swift.min(secondary.width, secondaryLimit)
            secondaryFrame = CGRect(
                x: size.width - margins.trailing - width, y: margins.top + ((text.height - secondary.height) / 2).rounded(),
                width: width, height: secondary.height)
            textsHeight = Swift.max(text.height, secondary.height)
        } else if hasSecondary {
            let secondary = engine.fittingSize(secondaryTextLabel, width: available)
            let gap = text.height > 0 ? configuration.textToSecondaryTextVerticalPadding : 0
            secondaryFrame = CGRect(
                x: leading, y: margins.top + text.height + gap, width: Swift.min(secondary.width, available), height: secondary.height)
            textsHeight = text.height + gap + secondary.height
        }
        let contentHeight = Swift.max(textsHeight, imageFrame.height)
        let height = margins.top + contentHeight + margins.bottom
        // In a taller view (a row's minimum height) the content is centred vertically, and the
        // shorter of the texts and the image within the content.
        let shift = Swift.max((size.height - height) / 2, 0).rounded()
        let textShift = shift + ((contentHeight - textsHeight) / 2).rounded()
        textFrame.origin.y += textShift
        secondaryFrame.origin.y += textShift
        imageFrame.origin.y += shift + ((contentHeight - imageFrame.height) / 2).rounded()
        return (imageFrame, textFrame, secondaryFrame, height)
    }

    /// Places the image and the texts by the configuration.
    override open func layoutSubviews() {
        super.layoutSubviews()
        let placed = frames(in: bounds.size)
        imageView.setFrameFromLayout(placed.image)
        textLabel.setFrameFromLayout(placed.text)
        secondaryTextLabel.setFrameFromLayout(placed.secondary)
    }

    /// The width given (or 320) and the height of the content with its margins.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : 320
        return CGSize(width: width, height: frames(in: CGSize(width: width, height: 0)).height)
    }
}
