import Testing
import AppearanceKit
import PropertyBased
