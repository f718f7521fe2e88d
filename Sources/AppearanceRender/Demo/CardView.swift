public import AppearanceKit

/// A card: a rounded view that groups related content, styled as a container in themes.
///
/// The demo screen puts a label and a button in one; themes style what is inside it, as the
/// Ocean theme does:
///
/// ```swift
/// View.appearance(whenContainedInInstancesOf: [CardView.self]).backgroundColor = selectionColor
/// Label.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = tint
/// ```
///
/// Register it before loading a theme file that names it
/// (`AppearanceCatalog.shared.register(CardView.self)`; ``DemoScreen/registerClasses()`` does).
@MainActor
open class CardView: View {}
