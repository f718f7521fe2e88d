@_exported public import AppearanceCore
