import AppearanceKit
import Foundation

extension ObjectBuilder {
    /// The colour a `<color>` element means, or `nil` (with a warning) when it cannot be read.
    ///
    /// - `systemColor="systemBackgroundColor"` (Xcode 11+) and `cocoaTouchSystemColor` (older
    ///   files) name the kit's static colours, dynamic where UIKit's are.
    /// - `name="Brand"` is a catalog colour: from the catalog given to the loader, else the
    ///   registered colours (`Color(named:)`), else the light value the file stores in
    ///   `<resources>`, with a warning, as that value has no dark or high-contrast variant.
    /// - Literals: `white`/`alpha`, or `red`/`green`/`blue`/`alpha`, in sRGB, Display P3, grey
    ///   gamma 2.2, or the calibrated and device spaces; the kit draws in sRGB and reads each as
    ///   sRGB components (a wide-gamut colour is slightly less saturated, as on an sRGB screen).
    ///
    /// The colour's place in the file is recorded for the view being configured, so that an
    /// audit finding about it points at this line (`ViewSourceLocations`).
    func color(_ element: Element) -> Color? {
        let color = readColor(element)
        if let color, let view = configuredView { ViewSourceLocations.record(color, at: location(of: element), for: view) }
        return color
    }

    /// The colour a `<color>` element means, as ``color(_:)`` describes.
    private func readColor(_ element: Element) -> Color? {
        if let name = element["systemColor"] ?? element["xcode11CocoaTouchSystemColor"] {
            if let color = Self.systemColor(named: name) { return color }
            if let resource = systemColorResources[name], let stored = resource.child("color"), let color = literal(stored) {
                warn("system colour \(name) is not one the kit has; the file's stored light value is used", at: element)
                return color
            }
            warn("system colour \(name) is not one the kit has and the file stores no value; the colour is left unset", at: element)
            return nil
        }
        if let name = element["cocoaTouchSystemColor"] {
            if let color = Self.legacySystemColors[name] ?? Self.systemColor(named: name) { return color }
            warn("cocoaTouchSystemColor \(name) is not one the loader knows; the colour is left unset", at: element)
            return nil
        }
        if let name = element["name"] {
            return namedColor(name, at: element)
        }
        if let color = literal(element) { return color }
        warn(
            "the colour has no components, name or system colour the loader reads; the colour is left unset", at: element)
        return nil
    }

    /// The catalog colour `name`, in the order ``color(_:)`` describes.
    private func namedColor(_ name: String, at element: Element) -> Color? {
        if let color = assets?.color(named: name) { return color }
        if let color = Color(named: name) { return color }
        if let resource = namedColorResources[name], let stored = resource.child("color"), let color = literal(stored) {
            let catalogs = assets == nil ? "no asset catalog was given" : "the asset catalog has no colour set \(name)"
            warn(
                "named colour \(name) uses the file's stored light value because \(catalogs): dark and high-contrast "
                    + "variants need the catalog (pass assets: to the loader)", at: element)
            return color
        }
        warn(
            "named colour \(name) is not in the asset catalog, not registered, and not stored in the file's resources; "
                + "the colour is left unset", at: element)
        return nil
    }

    /// A colour from its components, or `nil` when the element has none.
    func literal(_ element: Element) -> Color? {
        let alpha = CGFloat(min(max(element.number("alpha") ?? 1, 0), 1))
        if let white = element.number("white") {
            return Color(white: CGFloat(white), alpha: alpha)
        }
        guard let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") else {
            return nil
        }
        if element["customColorSpace"] == "displayP3" {
            return Color(displayP3Red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: alpha)
        }
        return Color(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: alpha)
    }

    /// The kit's static colour for a system colour name as Xcode writes it (`systemBlueColor`,
    /// `labelColor`), with or without the `Color` suffix, compared case-insensitively.
    static func systemColor(named name: String) -> Color? {
        let bare = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        for candidate in [bare, name] {
            let lowered = candidate.lowercased()
            if let match = Color.allNames.first(where: { $0.lowercased() == lowered }) { return Color.named(match) }
        }
        return nil
    }

    /// The old `cocoaTouchSystemColor` names whose kit colour is not their name without `Color`:
    /// since iOS 13 UIKit draws them as these dynamic colours.
    static let legacySystemColors: [String: Color] = [
        "groupTableViewBackgroundColor": .systemGroupedBackground,
        "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tableCellPlainBackgroundColor": .systemBackground,
        "tableSeparatorColor": .separator,
        "viewFlipsideBackgroundColor": Color(red: 0.12, green: 0.13, blue: 0.14),
        "scrollViewTexturedBackgroundColor": Color(red: 0.44, green: 0.45, blue: 0.48),
        "underPageBackgroundColor": Color(red: 0.71, green: 0.73, blue: 0.77),
    ]
}
