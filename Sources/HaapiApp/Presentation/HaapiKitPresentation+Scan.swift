import Foundation
import HaapiOnboarding
import HaapiUI

extension HaapiKitPresentation {
    /// Reads a QR code with the onboarding module's scanner (the app's camera, an
    /// image file or typed text), handles what it holds as a URL, and runs that URL's flow.
    /// Before the app's camera is first used, a screen says why (the system's permission
    /// question follows it).
    ///
    /// A code that is not the facade's (or a camera the person did not allow) ends
    /// the presentation with its error: after an error screen the person dismisses when
    /// `showDialogOnFail` is set, at once otherwise.
    func scan(showDialogOnFail: Bool) async -> HaapiKitOutcome {
        guard let configured else { return .failure(.notConfigured) }
        if kit?.qrCodeSource?.asksForPermission == true, kit?.cameraExplained == false {
            // Why the camera is used comes before the system's question (the camera's first read).
            let choice = await ask(
                title: container.text(.appCameraExplainTitle), message: container.text(.appCameraExplain),
                primary: container.text(.appContinue), secondary: container.text(.appClose))
            guard choice == .primary else { return .failure(.flowClosed) }
            kit?.cameraExplained = true
        }
        let scanner = OnboardingScanViewController(themeRegistry: container.themeRegistry)
        let issuer = configured.secret.issuer
        let relay = ScanRelay(
            router: configured.router, serverName: issuer.host ?? issuer.absoluteString, approvalName: container.text(.appScanApproval),
            notOurs: container.text(.appScanNotOurs), rescans: showDialogOnFail)
        scanner.delegate = relay
        scanner.imageInput = kit?.scanImageInput ?? .filePath
        if let source = kit?.qrCodeSource {
            scanner.qrCodeSource = PermissionWatchingSource(source: source, asksForPermission: source.asksForPermission) { [weak relay] in
                relay?.finish(.failure(.cameraPermissionDenied))
            }
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
        case .failure(let error):
            if showDialogOnFail { _ = await showError(error.presentation) }
            return .failure(error)
        }
    }
}

/// The scanner's delegate for the facade: a read code is checked by the router; the
/// first route confirmed ends the scan. A code that cannot be used is refused on the
/// scanner, which lets the person scan again (`rescans`), or ends the scan with its
/// error at once (the seed's `showDialogOnFail = false`). The confirmation names the
/// server (a login, an onboarding) or says it is a sign-in request.
@MainActor
final class ScanRelay: OnboardingScanViewControllerDelegate {
    let router: HaapiKitURLRouter
    let serverName: String
    let approvalName: String
    let notOurs: String
    let rescans: Bool
    var onEnd: ((Result<HaapiKitRoute, HaapiKitError>) -> Void)?
    private var route: HaapiKitRoute?

    init(router: HaapiKitURLRouter, serverName: String, approvalName: String, notOurs: String, rescans: Bool) {
        self.router = router
        self.serverName = serverName
        self.approvalName = approvalName
        self.notOurs = notOurs
        self.rescans = rescans
    }

    func scanViewController(
        _ scanViewController: OnboardingScanViewController, shouldValidateScanResult scanResult: String,
        completion: @escaping @Sendable (ScanValidation) -> Void
    ) {
        let trimmed = scanResult.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: trimmed), url.scheme != nil else {
            return refuse(.invalidInput("QR code: it holds no URL"), completion)
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
            refuse(error, completion)
        }
    }

    /// Refuses a code the scan cannot use: the scanner says so and reads again, or the
    /// scan ends with `error` when it does not rescan.
    private func refuse(_ error: HaapiKitError, _ completion: @Sendable (ScanValidation) -> Void) {
        completion(.refused(message: notOurs))
        if !rescans { finish(.failure(error)) }
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
    let asksForPermission: Bool
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
