@_exported public import AppearanceCore
// `import AppearanceKit` brings Foundation (CGFloat, Bundle, …) as `import UIKit` does.
@_exported public import Foundation
