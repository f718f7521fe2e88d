import AppearanceKit

/// An app's own class, for theme files that name one (`containers: [CardView]`).
final class CardView: View {}
