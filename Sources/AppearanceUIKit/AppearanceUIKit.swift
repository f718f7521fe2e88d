// `import AppearanceUIKit` in place of `import UIKit`: the kit, Foundation (Core Graphics'
// geometry, `NSCoder`, `NSAttributedString`) and UIKit's names for the kit's types, so an app's
// UIKit file compiles on Linux with only the import switched:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import AppearanceUIKit
//     #endif
//
// The kit's own names (`View`, `Label`, `Color`) come with it, as UIKit's module brings its
// non-prefixed names: a type an app module declares with one of those names (`class Button:
// UIButton`) is the app's inside that module, where a module's own declarations come first.
@_exported public import AppearanceKit
@_exported public import Foundation
