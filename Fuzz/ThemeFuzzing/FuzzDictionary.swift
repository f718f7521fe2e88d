/// Words a theme file is made of, for mutations that insert or replace tokens: syntax, the
/// schema's keys, class and property names, values of every kind, and values at their limits.
enum FuzzDictionary {
    /// YAML and JSON punctuation and indicators.
    static let syntax = [
        "{", "}", "[", "]", ",", ":", ": ", "- ", "\"", "'", "#", "&a ", "*a", "!!str ", "!!int ", "!custom ", "|", ">", "? ",
        "%YAML 1.1\n", "---\n", "...\n", "<<: *a", "@", "`", "\\", "\\u", "\n", "\n  ", "\t", "\r", "\r\n",
    ]

    /// The keys of the schema.
    static let keys = [
        "name: ", "extends: ", "variables: ", "rules: ", "class: ", "containers: ", "traits: ", "styleClass: ",
        "optional: ", "properties: ", "light: ", "dark: ", "size: ", "weight: ", "textStyle: ",
        // Keys of values keyed by traits (#33), good and bad.
        "any: ", "highContrast: ", "normalContrast: ", "light+highContrast: ", "dark+highContrast: ", "compactWidth: ",
        "regularWidth+boldText: ", "contentSize>=accessibilityMedium: ", "contentSize<=small: ", "style=dark: ",
        "containedInSettings=true: ", "light+dark: ", "contentSize>=huge: ", "+: ", "=: ",
    ]

    /// Class names (the kit's and the seeds') and names that are not classes.
    static let classes = [
        "Label", "Button", "View", "NavigationBar", "TabBar", "Toolbar", "BarButtonItem", "TableView", "TableViewCell",
        "SegmentedControl", "Switch", "Slider", "TextField", "SearchBar", "ProgressView", "AppLabel", "AppButton",
        "NavigationController", "Window", "Lable", "UILabel", "NSObject", "",
    ]

    /// Property names, with axis suffixes, and names that are not properties.
    static let properties = [
        "textColor", "tintColor", "backgroundColor", "font", "titleColor[normal]", "titleColor[highlighted|selected]",
        "contentEdgeInsets", "cornerRadius", "borderWidth", "borderColor", "alpha", "numberOfLines", "textAlignment",
        "barTintColor", "titleTextAttributes", "standardAppearance", "image[normal]", "separatorInset", "rowHeight",
        "shadowOpacity", "shadowOffset", "layer.cornerRadius", "titleColor[]", "titleColor[nope]", "textColour",
    ]

    /// Values of every kind the schema reads, valid and not.
    static let values = [
        "\"#1E90FF\"", "\"#FFF\"", "\"#+12345\"", "\"#12345\"", "\"#GGGGGG\"", "rgba(30, 144, 255, 0.5)", "rgb(300, 0, 0)",
        "rgba(1, 2, 3, 655.35)", "systemBlue", "label", "clear", "$tint", "$missing", "$", "{light: white, dark: black}",
        "{light: $a, dark: \"#000000\"}", "[1, 2, 3, 4]", "[8, 12]", "[]", "{}", "{size: 17, weight: semibold}",
        "{textStyle: body}", "headline", "true", "false", "null", "~", "yes", "0", "-0", "1", "-1", "0.5", ".inf", "-.inf",
        ".nan", "NaN", "0x1F", "0o17", "1_000", "center", "natural", "alwaysTemplate", "star", "none", "\"\"",
        // Values keyed by traits and derived colours (#33).
        "{any: 1, highContrast: 2}", "{any: red, light+highContrast: black}", "{light: a, dark: b, highContrast: {light: c, dark: d}}",
        "{dark: 1, compactWidth: 2}", "{any: 1, contentSize>=accessibilityMedium: 0}", "alpha($tint, 0.6)", "mix($a, $b, 0.3)",
        "lighten($tint, 0.1)", "darken(red, 2)", "onColor($tint)", "onColor($tint, [red, blue], 7)", "alpha(", "mix(,,)",
    ]

    /// Numbers at and past every limit a value can have.
    static let hugeNumbers = [
        "1.0e+278", "1e308", "-1e308", "1.7976931348623157e308", "9e999", "-9e999", "1e-320", "4.9e-324",
        "18446744073709551616", "-9223372036854775809", "9223372036854775807", "2147483648", "65536", "655.35",
        "1000001", "-1000001", "999999999999999999999999999999", "0.000000000000000000000000001",
    ]

    /// Scalars that trip readers and renderers: right-to-left overrides, combining marks, NUL,
    /// noncharacters, the byte order mark mid-file, line and paragraph separators, emoji.
    static let unicode = [
        "\u{202E}", "\u{200F}", "\u{0301}\u{0301}\u{0301}", "\u{0}", "\u{FFFF}", "\u{FFFE}", "\u{FEFF}", "\u{2028}",
        "\u{2029}", "\u{85}", "\u{1F600}", "\u{10FFFF}", "é", "ﬁ", "\u{7F}", "\u{1B}[31m", "\u{D7FF}", "\u{E000}",
    ]

    /// JSON escapes, some of them invalid: lone surrogates, a truncated escape, NUL.
    static let jsonEscapes = [
        "\\ud800", "\\udc00", "\\ud83d\\ude00", "\\u0000", "\\uFFFF", "\\u12", "\\x41", "\\/", "\\b\\f\\n\\r\\t", "\\uD800\\u0041",
    ]
}
