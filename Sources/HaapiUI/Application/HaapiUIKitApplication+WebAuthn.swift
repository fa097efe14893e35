extension HaapiUIKitApplication {
    /// This application for a renderer that runs passkey ceremonies itself (a web host's
    /// page, whose browser has WebAuthn): its stock passkey screen says what the person
    /// is asked to do instead of that passkeys are not supported
    /// (``ViewControllerFactoryRegistry/isWebAuthnSupported``). The logins need a
    /// `WebAuthnHandler` that runs the ceremonies there; this application itself when
    /// it says so already.
    public func supportingWebAuthn() -> HaapiUIKitApplication {
        guard !viewControllerFactoryRegistry.isWebAuthnSupported else { return self }
        var registry = viewControllerFactoryRegistry
        registry.isWebAuthnSupported = true
        return HaapiUIKitApplication(
            configuration: configuration, themeRegistry: themeRegistry, themeWarnings: themeWarnings,
            viewControllerFactoryRegistry: registry, dataMapper: dataMapper, services: services)
    }
}
