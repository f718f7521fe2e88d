extension BlurEffect {
    /// The material of a blur: UIKit's `UIBlurEffect.Style` cases.
    ///
    /// The `system…Material` styles adapt to light and dark mode; their `…Light` and `…Dark`
    /// variants keep one look whatever the mode. Theme files write the case name
    /// (`backgroundEffect: systemChromeMaterial`).
    public enum Style: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// A blur lighter than the content behind it.
        case extraLight
        /// A light blur.
        case light
        /// A dark blur.
        case dark
        /// A very dark blur (tvOS).
        case extraDark
        /// A blur that adapts to the interface style.
        case regular
        /// A more opaque blur that adapts to the interface style.
        case prominent

        /// The thinnest, most translucent adaptive material.
        case systemUltraThinMaterial
        /// A thin, translucent adaptive material.
        case systemThinMaterial
        /// The default adaptive material.
        case systemMaterial
        /// A thick, nearly opaque adaptive material.
        case systemThickMaterial
        /// The adaptive material of bars (the default bar background).
        case systemChromeMaterial

        /// ``systemUltraThinMaterial``, always light.
        case systemUltraThinMaterialLight
        /// ``systemThinMaterial``, always light.
        case systemThinMaterialLight
        /// ``systemMaterial``, always light.
        case systemMaterialLight
        /// ``systemThickMaterial``, always light.
        case systemThickMaterialLight
        /// ``systemChromeMaterial``, always light.
        case systemChromeMaterialLight

        /// ``systemUltraThinMaterial``, always dark.
        case systemUltraThinMaterialDark
        /// ``systemThinMaterial``, always dark.
        case systemThinMaterialDark
        /// ``systemMaterial``, always dark.
        case systemMaterialDark
        /// ``systemThickMaterial``, always dark.
        case systemThickMaterialDark
        /// ``systemChromeMaterial``, always dark.
        case systemChromeMaterialDark

        /// The case name.
        public var description: String { rawValue }
    }
}
