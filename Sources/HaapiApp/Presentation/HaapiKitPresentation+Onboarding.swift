import Foundation
import HaapiFlow
import HaapiOnboarding
import HaapiUI
import Logging

extension HaapiKitPresentation {
    /// Runs an onboarding: the configuration a link carried (JSON of an
    /// ``HaapiOnboarding/OnboardingConfiguration``), or the configured server's
    /// (welcome, then the login).
    func onboard(configurationJSON: Data?, activationCode: String?, configured: HaapiKit.Configured) async -> HaapiKitOutcome {
        let configuration: OnboardingConfiguration
        if let configurationJSON {
            do {
                configuration = try JSONDecoder().decode(OnboardingConfiguration.self, from: configurationJSON)
            } catch {
                let failure = HaapiKitError.invalidInput("onboarding configuration: \(error)")
                kit?.logger.warning("the link's onboarding cannot be used", metadata: ["error": .string(failure.description)])
                _ = await showError(failure.presentation)
                return .failure(failure)
            }
        } else {
            let issuer = configured.secret.issuer
            configuration = OnboardingConfiguration(
                welcomeState: .isConfigured, server: OnboardingServer(name: issuer.host ?? issuer.absoluteString, address: issuer.absoluteString))
        }
        let adapter = OnboardingAdapter(presentation: self, configured: configured)
        let session: OnboardingSession
        do {
            session = try OnboardingSession(
                configuration: configuration, themeRegistry: configured.application.themeRegistry, delegate: adapter,
                logger: kit?.logger ?? Logger(label: "HaapiApp"))
        } catch {
            return .failure(.invalidInput("onboarding configuration: \(error)"))
        }
        session.qrCodeSource = kit?.qrCodeSource
        session.scanImageInput = kit?.scanImageInput ?? .filePath
        if let opener = kit?.hostHooks.urlOpener { session.urlOpener = opener }
        session.layouts = configured.application.viewControllerFactoryRegistry
        embed(session.onboardingContainer)
        innerCancel = { await session.cancel() }
        onboarding = (session, adapter)
        let outcome = await session.run()
        onboarding = nil
        innerCancel = nil
        unembed(session.onboardingContainer)
        if let refusal = adapter.refusal { return .failure(refusal) }
        if case .cancelled = outcome.end { return .failure(.flowCancelled) }
        return .success(.onboarded(outcome, activationCode: activationCode ?? adapter.activationCode))
    }
}

/// Answers an onboarding's questions for the facade: the configured server, the
/// login made from the facade's application; a manual account addition ends the
/// onboarding with ``HaapiKitError/operationNotAllowed`` when the secret's
/// ``HaapiKitFeatureFlags/disableManualAccountAddition`` is set.
@MainActor
final class OnboardingAdapter: OnboardingSessionDelegate {
    weak var presentation: HaapiKitPresentation?
    let configured: HaapiKit.Configured
    /// The feature flag's error, once the onboarding reached a point it forbids.
    private(set) var refusal: HaapiKitError?
    /// The code of the activation link that configured the onboarding, once one did.
    private(set) var activationCode: String?
    /// Why the last activation link was refused, if it was.
    private(set) var linkRefusal: HaapiKitError?

    init(presentation: HaapiKitPresentation, configured: HaapiKit.Configured) {
        self.presentation = presentation
        self.configured = configured
    }

    var server: OnboardingServer {
        let issuer = configured.secret.issuer
        return OnboardingServer(name: issuer.host ?? issuer.absoluteString, address: issuer.absoluteString)
    }

    func onboardingSession(_ session: OnboardingSession, serverForEmail email: String) async -> OnboardingDiscovery {
        if configured.secret.featureFlags.contains(.disableManualAccountAddition) {
            refusal = .operationNotAllowed
            Task { @MainActor in await session.cancel() }
            return .refused(message: configured.application.themeRegistry.text(HaapiKitError.operationNotAllowed.presentation))
        }
        var found = server
        found.loginHint = email
        return .found(found)
    }

    func onboardingSession(_ session: OnboardingSession, serverForScanResult scanResult: String) async -> OnboardingDiscovery {
        .found(server)
    }

    /// An activation link (action `activate`) configures the onboarding with the facade's
    /// server, unless the secret's ``HaapiKitFeatureFlags/disableProductRegistration`` is set.
    func onboardingSession(_ session: OnboardingSession, serverForActivationLink url: URL) async -> OnboardingDiscovery {
        let refusal: HaapiKitError
        switch Result(catching: { () throws(HaapiKitError) in try configured.router.route(for: url) }) {
        case .success(.activation(let code)):
            guard configured.secret.featureFlags.contains(.disableProductRegistration) else {
                activationCode = code
                linkRefusal = nil
                return .found(server)
            }
            refusal = .productRegistrationNotAllowed
        case .success:
            refusal = .invalidInput("not an activation link")
        case .failure(let error):
            refusal = error
        }
        linkRefusal = refusal
        return .refused(message: configured.application.themeRegistry.text(refusal.presentation))
    }

    func onboardingSession(_ session: OnboardingSession, loginSessionFor server: OnboardingServer?) throws -> HaapiFlowSession {
        let parameters = server?.loginHint.map { ["login_hint": $0] } ?? [:]
        return configured.makeFlowSession(parameters: parameters)
    }
}
