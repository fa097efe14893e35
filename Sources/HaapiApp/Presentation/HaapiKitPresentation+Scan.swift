import Foundation
import HaapiOnboarding
import HaapiUI

extension HaapiKitPresentation {
    /// Reads a QR code with the onboarding module's scanner (the app's camera, an
    /// image file or typed text), handles what it holds as a URL, and runs that URL's flow.
    ///
    /// A code that is not the facade's (or a camera the person did not allow) ends
    /// the presentation with its error: after an error screen the person dismisses when
    /// `showDialogOnFail` is set, at once otherwise.
    func scan(showDialogOnFail: Bool) async -> HaapiKitOutcome {
        guard let configured else { return .failure(.notConfigured) }
        let scanner = OnboardingScanViewController(themeRegistry: container.themeRegistry)
        let issuer = configured.secret.issuer
        let relay = ScanRelay(
            router: configured.router, serverName: issuer.host ?? issuer.absoluteString, approvalName: container.text(.appScanApproval),
            notOurs: container.text(.appScanNotOurs))
        scanner.delegate = relay
        if let source = kit?.qrCodeSource {
            scanner.qrCodeSource = PermissionWatchingSource(source: source) { [weak relay] in relay?.finish(.failure(.cameraPermissionDenied)) }
        }
        container.showScreen(scanner)
        let scanned: Result<HaapiKitRoute, HaapiKitError> = await withCheckedContinuation { continuation in
            relay.onEnd = { continuation.resume(returning: $0) }
            innerCancel = { relay.finish(.failure(.flowClosed)) }
        }
        innerCancel = nil
        switch scanned {
        case .success(let route):
            return await run(route)
        case .failure(.flowClosed):
            return .failure(.flowClosed)
        case .failure(.cameraPermissionDenied) where showDialogOnFail:
            if let openSettings = kit?.settingsOpener {
                let choice = await ask(
                    title: container.text(.appErrorTitle), message: container.text(.appCameraDenied),
                    primary: container.text(.appOpenSettings), secondary: container.text(.appClose))
                if choice == .primary { openSettings() }
            } else {
                await showErrorDialog(.cameraPermissionDenied, message: container.text(.appCameraDenied))
            }
            return .failure(.cameraPermissionDenied)
        case .failure(let error):
            if showDialogOnFail { await showErrorDialog(error) }
            return .failure(error)
        }
    }
}

/// The scanner's delegate for the facade: a read code is checked by the router; the
/// first route confirmed, or the first error, ends the scan. The confirmation names
/// the server (a login, an onboarding) or says it is a sign-in request.
@MainActor
final class ScanRelay: OnboardingScanViewControllerDelegate {
    let router: HaapiKitURLRouter
    let serverName: String
    let approvalName: String
    let notOurs: String
    var onEnd: ((Result<HaapiKitRoute, HaapiKitError>) -> Void)?
    private var route: HaapiKitRoute?

    init(router: HaapiKitURLRouter, serverName: String, approvalName: String, notOurs: String) {
        self.router = router
        self.serverName = serverName
        self.approvalName = approvalName
        self.notOurs = notOurs
    }

    func scanViewController(
        _ scanViewController: OnboardingScanViewController, shouldValidateScanResult scanResult: String,
        completion: @escaping @Sendable (ScanValidation) -> Void
    ) {
        let trimmed = scanResult.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: trimmed), url.scheme != nil else {
            completion(.refused(message: notOurs))
            return finish(.failure(.invalidInput("QR code: it holds no URL")))
        }
        do {
            let route = try router.route(for: url)
            self.route = route
            if case .approveSignIn = route {
                completion(.accepted(serverName: approvalName))
            } else {
                completion(.accepted(serverName: serverName))
            }
        } catch {
            completion(.refused(message: notOurs))
            finish(.failure(error))
        }
    }

    func scanViewController(_ scanViewController: OnboardingScanViewController, didConfirmScanResult scanResult: String, serverName: String) {
        guard let route else { return finish(.failure(.internalError(message: "a scan was confirmed before it was checked"))) }
        finish(.success(route))
    }

    func scanViewControllerDidCancel(_ scanViewController: OnboardingScanViewController) {
        finish(.failure(.flowClosed))
    }

    /// Ends the scan with `result` (only the first end counts).
    func finish(_ result: Result<HaapiKitRoute, HaapiKitError>) {
        let end = onEnd
        onEnd = nil
        end?(result)
    }
}

/// The app's camera, watched for a refused permission (which ends the scan with
/// ``HaapiKitError/cameraPermissionDenied`` rather than leaving the person on a
/// scanner that cannot scan).
struct PermissionWatchingSource: QRCodeSource {
    let source: any QRCodeSource
    let onDenied: @MainActor @Sendable () -> Void

    func readPayload() async throws(QRCodeReadError) -> String {
        do {
            return try await source.readPayload()
        } catch {
            if error.kind == .permissionDenied { await onDenied() }
            throw error
        }
    }
}
