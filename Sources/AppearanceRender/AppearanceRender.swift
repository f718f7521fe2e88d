@_exported public import AppearanceKit
