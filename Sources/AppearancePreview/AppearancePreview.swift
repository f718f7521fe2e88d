// An app's tool target imports this library (or AppearanceTools, which brings it) to describe
// its screens and themes; the kit and the theme files' types come with it.
@_exported public import AppearanceKit
@_exported public import AppearanceThemes
