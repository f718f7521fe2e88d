/// The value a catalog property stores for a value recorded by name (a theme file, a dynamic
/// `record(_:…)` call): the value itself when it has the property's type, or the same number
/// in the property's type.
///
/// Numbers cross types because UIKit's do: a corner radius is `CGFloat`, an opacity `Float`, a
/// step `Double`, and a caller recording `6.0` or `6` by name means the number, not the type.
/// Only numbers convert; a colour never becomes anything else.
func catalogValue<Value>(_ value: Any, as _: Value.Type) -> Value? {
    if let typed = value as? Value { return typed }
    guard let floatingType = Value.self as? any BinaryFloatingPoint.Type else { return nil }
    return convert(value, to: floatingType) as? Value
}

private func convert<Number: BinaryFloatingPoint>(_ value: Any, to _: Number.Type) -> Number? {
    switch value {
    case let number as any BinaryFloatingPoint: Number(number)
    case let number as any BinaryInteger: Number(number)
    default: nil
    }
}
