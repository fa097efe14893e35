public import HaapiClient
import Logging

extension HaapiKit {
    // MARK: Signing out

    /// Signs the person out with the client's one sign-out
    /// (`HaapiClient/signOut()`): their tokens are revoked at the issuer and its session
    /// ended as far as the issuer can be reached, and on this device the tokens, the DPoP
    /// key and the push registration are always forgotten (the next login registers the
    /// push token again).
    ///
    /// The result says what each step did, so the app can tell the person "signed out on
    /// this device" and, when `SignOutResult/serverWasUnreachable`, that the issuer could
    /// not be reached. Start no flow until it returns.
    ///
    /// - Throws: ``HaapiKitError/notConfigured``; ``HaapiKitError/flowInProgress`` while a
    ///   flow is on screen (sign out once it ended). Nothing the issuer answers is thrown.
    public func signOut() async throws(HaapiKitError) -> SignOutResult {
        let configured = try requireConfigured()
        guard currentPresentation == nil else { throw .flowInProgress }
        let result = await configured.client.signOut()
        registeredPushToken = nil
        logger.info("signed out", metadata: [
            "forgotten": .string(result.isForgottenOnDevice ? "all" : "not all"),
            "issuer": .string(result.serverFailures.isEmpty ? "confirmed" : "not confirmed"),
        ])
        return result
    }
}
