public import Foundation

/// The archive an app's class is made from (`init?(coder:)`), holding the attributes of the
/// element that names it.
///
/// UIKit decodes a compiled nib; the kit reads the XML, so the coder answers keyed decoding
/// from the element's attributes (`decodeObject(forKey: "text")` is the attribute's string,
/// `decodeBool(forKey: "hidden")` is whether it is `YES`). The loader sets every property it
/// knows after the initializer returns, as UIKit does, so most classes need not read it.
///
/// ```swift
/// final class AvatarView: ImageView {
///     var ring = false
///     required init?(coder: NSCoder) {
///         super.init(coder: coder)
///         ring = coder.decodeBool(forKey: "ring")
///     }
/// }
/// ```
public final class InterfaceBuilderCoder: NSCoder {
    /// The class name the element names (`customClass`), without its module.
    public let className: String
    /// The element's name, such as `view`, `imageView` or `viewController`.
    public let elementName: String
    /// The element's attributes by name.
    public let attributes: [String: String]

    /// A coder for an element named `elementName` with `attributes`, naming `className`.
    public init(className: String, elementName: String, attributes: [String: String]) {
        self.className = className
        self.elementName = elementName
        self.attributes = attributes
        super.init()
    }

    /// Always `true`: the coder answers only keyed decoding.
    override public var allowsKeyedCoding: Bool { true }

    /// Whether the element has the attribute `key`.
    override public func containsValue(forKey key: String) -> Bool {
        attributes[key] != nil
    }

    /// The attribute `key` as a string, or `nil`.
    override public func decodeObject(forKey key: String) -> Any? {
        attributes[key]
    }

    /// Whether the attribute `key` is `YES`.
    override public func decodeBool(forKey key: String) -> Bool {
        attributes[key] == "YES" || attributes[key] == "true"
    }

    /// The attribute `key` as an integer, or 0.
    override public func decodeInteger(forKey key: String) -> Int {
        attributes[key].flatMap { Int($0) } ?? 0
    }

    /// The attribute `key` as a number, or 0.
    override public func decodeDouble(forKey key: String) -> Double {
        attributes[key].flatMap { Double($0) } ?? 0
    }

    /// The attribute `key` as a number, or 0.
    override public func decodeFloat(forKey key: String) -> Float {
        attributes[key].flatMap { Float($0) } ?? 0
    }
}
