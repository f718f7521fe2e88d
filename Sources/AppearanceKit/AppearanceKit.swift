// `import AppearanceKit` is all an app needs, as `import UIKit` is on iOS: the engine's names
// (proxies, traits, `Appearance`) and Foundation (`NSAttributedString`, `NSObject`, `CGFloat`,
// `URL`) come with the kit.
@_exported public import AppearanceCore
@_exported public import Foundation
