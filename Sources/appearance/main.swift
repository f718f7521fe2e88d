import AppearanceTools

// `appearance`: the tools over the package's demo screens and built-in themes.
AppearanceTools.mainAppearance()
