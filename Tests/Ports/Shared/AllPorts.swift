import AppearanceKit

/// Every port of this module, in a stable order.
@MainActor
public var allPorts: [Port] {
    appDelegatePorts + containmentPorts + themeServicePorts + controlPorts + customPropertyPorts + barImagePorts
        + screenPorts + proxyParameterPorts + valuePorts + barButtonPorts + languageModePorts + barAppearancePorts
        + barThemePorts + barAppearanceLanguageModePorts + indicatorPorts + searchPorts + sourceLocationPorts
        + genericHelperPorts + scopePorts + publicAppPorts + layoutPorts
}
