import Foundation
public import HaapiScreenKit
import HaapiUI
import Logging

/// Obtains a QR code's contents for activation (seed 002's
/// `FUIOnboardingScanViewController`; `FUIOnboardingScanViewController` is an alias).
///
/// There is no camera on Linux, so besides the app's own ``qrCodeSource`` (Scan,
/// shown when one is set) the person can read the code from a picture (PNG or JPEG) or type
/// what it says. Where the image comes from is the host's choice (``imageInput``):
/// a path on this machine (a terminal, the person's own machine) or a file the
/// person uploads (a web page: decoded in memory, never a path on the host). The
/// delegate validates what was read; an accepted code shows
/// ``OnboardingScanConfirmView`` with the server's name, a refused one or an
/// unreadable image shows its reason on this screen.
///
/// Hierarchy (outlets, styled by `fdlFUIOnboardingScanViewController_<outlet>`):
/// `rootStackView` holding `scanGuidesImageView`, `instructionLabel`,
/// `scanButton`, `flashButton` (the camera's light, when the source has one), `imagePathTextField`, `imageFileChooser`, `choosePhotoButton`,
/// `payloadTextField`, `submitPayloadButton`, `errorMessageLabel`,
/// `loadingIndicatorView` and `cancelButton`. Scan and the scan guides show only
/// with a ``qrCodeSource``; the image path field only for ``ScanImageInput/filePath``,
/// the file chooser only for ``ScanImageInput/upload``; either of the two other
/// buttons uses whichever of the inputs was filled. The file chooser asks for the back
/// camera (a phone's browser opens it) and offers a live camera to renderers that have
/// one (a web page with script reads the camera's frames until one holds a code).
@MainActor
open class OnboardingScanViewController: OnboardingScreen {
    /// The outlets of the scanner.
    public enum Outlet: String, ScreenOutletSet {
        case scanGuidesImageView, instructionLabel, scanButton, flashButton, imagePathTextField, imageFileChooser, choosePhotoButton
        case payloadTextField, submitPayloadButton, errorMessageLabel, loadingIndicatorView, cancelButton
    }

    nonisolated open override class var styleTarget: StyleTarget { .onboardingScanViewController }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    /// The longest contents accepted (a version 40 QR code holds at most 4296 characters).
    public static let maximumPayloadLength = 4296

    /// Validates what was read. Held weakly: keep it alive.
    public weak var delegate: (any OnboardingScanViewControllerDelegate)?
    /// The app's camera (or other source); Scan is shown when it is set.
    public var qrCodeSource: (any QRCodeSource)? { didSet { if isViewLoaded { showCameraViews() } } }
    /// Where a picture of the code comes from besides the camera: a path on this
    /// machine (the default, for a terminal or an app) or an upload (a web host).
    public var imageInput: ScanImageInput = .filePath { didSet { if isViewLoaded { showImageInput() } } }

    /// The frame to aim at.
    public let scanGuidesImageView = ImageView(identifier: Outlet.scanGuidesImageView.rawValue, image: .named("qrcode.viewfinder"))
    /// What to do.
    public let instructionLabel = MessageView(identifier: Outlet.instructionLabel.rawValue, style: .content, text: "")
    /// Reads ``qrCodeSource``.
    public let scanButton = Button(identifier: Outlet.scanButton.rawValue, type: .primary, title: "")
    /// Turns the light of ``qrCodeSource`` on and off (shown when it has one).
    public let flashButton = Button(identifier: Outlet.flashButton.rawValue, type: .text, title: "")
    /// Whether the source's light is on.
    public internal(set) var isFlashOn = false
    /// The path of a picture of the code (PNG or JPEG) on this machine (``ScanImageInput/filePath`` only).
    public let imagePathTextField = TextField(identifier: Outlet.imagePathTextField.rawValue, name: "imagePath", isRequired: false)
    /// A picture of the code (PNG or JPEG) sent from the person's device (``ScanImageInput/upload`` only).
    public let imageFileChooser = FileChooser(
        identifier: Outlet.imageFileChooser.rawValue, name: "image", acceptedMediaTypes: ["image/png", "image/jpeg"],
        maximumByteCount: ImageDataQRCodeSource.maximumByteCount)
    /// Reads the image.
    public let choosePhotoButton = Button(identifier: Outlet.choosePhotoButton.rawValue, type: .secondary, title: "", role: .secondary)
    /// What the code says, typed.
    public let payloadTextField = TextField(identifier: Outlet.payloadTextField.rawValue, name: "payload", isRequired: false)
    /// Uses the typed contents.
    public let submitPayloadButton = Button(identifier: Outlet.submitPayloadButton.rawValue, type: .secondary, title: "", role: .secondary)
    /// Why a code could not be read or used.
    public let errorMessageLabel = MessageView(identifier: Outlet.errorMessageLabel.rawValue, style: .error, text: "")
    /// Shown while reading or validating.
    public let loadingIndicatorView = LoadingIndicator(identifier: Outlet.loadingIndicatorView.rawValue)
    /// Cancel.
    public let cancelButton = Button(identifier: Outlet.cancelButton.rawValue, type: .text, title: "", role: .cancel)

    private var reading: Task<Void, Never>?

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        scanGuidesImageView.style = style(.scanGuidesImageView)
        if let name = scanGuidesImageView.style.imageName(.imageName) { scanGuidesImageView.image = .named(name) }
        scanGuidesImageView.accessibilityLabel = text(.onboardingScanGuides)
        instructionLabel.style = style(.scanInstructionLabel)
        instructionLabel.text = text(.onboardingScanInstruction)
        scanButton.style = style(.scanScanButton)
        scanButton.title = text(.onboardingScan)
        scanButton.action = { [weak self] in self?.scan() }
        flashButton.style = style(.scanFlashButton)
        flashButton.title = text(.onboardingScanFlashOn)
        flashButton.action = { [weak self] in self?.toggleFlash() }
        showCameraViews()
        imagePathTextField.style = style(.scanImagePathTextField)
        imagePathTextField.label = text(.onboardingScanImagePath)
        imageFileChooser.style = style(.scanImageFileChooser)
        imageFileChooser.label = text(.onboardingScanImageUpload, .int(imageFileChooser.maximumByteCount >> 20))
        imageFileChooser.camera = .environment
        imageFileChooser.liveCamera = FileChooser.LiveCamera(
            startTitle: text(.onboardingScanCameraStart), stopTitle: text(.onboardingScanCameraStop),
            instruction: text(.onboardingScanCameraAim), deniedMessage: text(.onboardingScanCameraDeniedBrowser),
            unavailableMessage: text(.onboardingScanCameraUnavailable))
        imageFileChooser.readButton = choosePhotoButton
        showImageInput()
        choosePhotoButton.style = style(.scanChoosePhotoButton)
        choosePhotoButton.title = text(.onboardingScanChoosePhoto)
        choosePhotoButton.action = { [weak self] in self?.readImageFile() }
        payloadTextField.style = style(.scanPayloadTextField)
        payloadTextField.label = text(.onboardingScanPayload)
        submitPayloadButton.style = style(.scanSubmitPayloadButton)
        submitPayloadButton.title = text(.onboardingScanUsePayload)
        submitPayloadButton.action = { [weak self] in self?.useTypedPayload() }
        errorMessageLabel.style = style(.scanErrorMessageLabel)
        errorMessageLabel.isHidden = true
        loadingIndicatorView.style = style(.scanLoadingIndicatorView)
        loadingIndicatorView.isHidden = true
        cancelButton.style = style(.scanCancelButton)
        cancelButton.title = text(.onboardingCancel)
        cancelButton.action = { [weak self] in self?.cancel() }
        for view in [scanGuidesImageView, instructionLabel, scanButton, flashButton, imagePathTextField, imageFileChooser, choosePhotoButton,
                     payloadTextField, submitPayloadButton, errorMessageLabel, loadingIndicatorView, cancelButton] as [View] {
            rootStackView.addArrangedSubview(view)
        }
    }

    /// Scan and the scan guides frame a camera: they show only with a ``qrCodeSource``.
    private func showCameraViews() {
        scanButton.isHidden = qrCodeSource == nil
        scanGuidesImageView.isHidden = qrCodeSource == nil
        flashButton.isHidden = !(qrCodeSource?.hasTorch ?? false)
    }

    /// The image path field, the file chooser, or neither, as ``imageInput`` says.
    /// A hidden view is no control: a posted path never reaches a hidden field.
    private func showImageInput() {
        imagePathTextField.isHidden = imageInput != .filePath
        imageFileChooser.isHidden = imageInput != .upload
        choosePhotoButton.isHidden = imageInput == .none
        if imageInput != .filePath { imagePathTextField.setText("") }
        if imageInput != .upload { imageFileChooser.choose(nil) }
    }

    /// Whether an image was given in the input ``imageInput`` uses.
    private var hasImage: Bool {
        switch imageInput {
        case .filePath: !imagePathTextField.text.trimmingWhiteSpace().isEmpty
        case .upload: imageFileChooser.chosenFile.map { !$0.data.isEmpty } ?? false
        case .none: false
        }
    }

    // MARK: Reading

    /// Reads the app's ``qrCodeSource``.
    open func scan() {
        guard let source = qrCodeSource else { return }
        read { () async throws(QRCodeReadError) -> String in try await source.readPayload() }
    }

    /// Reads the picture: the file named in ``imagePathTextField`` or the one chosen in
    /// ``imageFileChooser``, as ``imageInput`` says (or, when only the contents were
    /// typed, uses them: a person may press either button).
    open func readImageFile() {
        guard hasImage else { return payloadTextField.text.trimmingWhiteSpace().isEmpty ? showError(text(.onboardingScanEmpty)) : useTypedPayload() }
        switch imageInput {
        case .filePath:
            let path = imagePathTextField.text.trimmingWhiteSpace()
            let source = ImageFileQRCodeSource(fileURL: URL(fileURLWithPath: (path as NSString).expandingTildeInPath))
            read { () async throws(QRCodeReadError) -> String in try await source.readPayload() }
        case .upload:
            guard let file = imageFileChooser.chosenFile else { return }
            // The bytes are taken now; the chooser lets go of them.
            imageFileChooser.choose(nil)
            let limit = imageFileChooser.maximumByteCount
            guard file.data.count <= limit else { return showError(message(for: QRCodeReadError(.tooLarge), uploaded: true)) }
            let source = ImageDataQRCodeSource(data: file.data, maximumByteCount: limit)
            read(uploaded: true) { () async throws(QRCodeReadError) -> String in try await source.readPayload() }
        case .none:
            return
        }
    }

    /// What a person is told when no code could be read (``QRCodeReadError/presentation``;
    /// what the decoder found is no business of theirs, and goes to the log): an upload
    /// that is too large names the upload's limit.
    private func message(for error: QRCodeReadError, uploaded: Bool) -> String {
        logger.info("no QR code read", metadata: ["error": .string(error.description)])
        if uploaded, error.kind == .tooLarge {
            return text(.onboardingScanFileTooLarge, .int(max(imageFileChooser.maximumByteCount >> 20, 1)))
        }
        return themeRegistry.text(error.presentation)
    }

    /// Uses what was typed into ``payloadTextField`` (or, when only an image was
    /// given, reads it: a person may press either button).
    open func useTypedPayload() {
        let payload = payloadTextField.text.trimmingWhiteSpace()
        guard !payload.isEmpty else { return hasImage ? readImageFile() : showError(text(.onboardingScanEmpty)) }
        validate(payload)
    }

    /// Runs `body` and validates what it read; an `uploaded` image's failure is told in
    /// the upload's words (``message(for:uploaded:)``).
    private func read(uploaded: Bool = false, _ body: @escaping @Sendable () async throws(QRCodeReadError) -> String) {
        guard reading == nil, !isWaitingForDelegate else { return }
        errorMessageLabel.isHidden = true
        setBusy(true)
        reading = Task { @MainActor [weak self] in
            let result: Result<String, QRCodeReadError>
            do throws(QRCodeReadError) {
                result = .success(try await body())
            } catch {
                result = .failure(error)
            }
            guard let self, !Task.isCancelled else { return }
            self.reading = nil
            self.setBusy(false)
            switch result {
            case .success(let payload):
                if self.isFlashOn { self.toggleFlash() }   // the code is read: the light goes off
                self.validate(payload)
            case .failure(let error) where error.kind == .cancelled: break
            case .failure(let error): self.showError(self.message(for: error, uploaded: uploaded))
            }
        }
    }

    /// Checks `payload` and asks the delegate; an accepted code shows the confirmation.
    open func validate(_ payload: String) {
        guard payload.count <= Self.maximumPayloadLength else {
            return showError(text(.onboardingScanRefused, .text(text(.onboardingFieldTooLong, .int(Self.maximumPayloadLength)))))
        }
        guard let delegate else { return delegateMissing("scanViewController(_:shouldValidateScanResult:completion:)") }
        errorMessageLabel.isHidden = true
        let wait = beginWaiting(for: "scanViewController(_:shouldValidateScanResult:completion:)")
        delegate.scanViewController(self, shouldValidateScanResult: payload) { [weak self] validation in
            Task { @MainActor in self?.finishValidation(wait, payload: payload, validation: validation) }
        }
    }

    private func finishValidation(_ wait: DelegateWait, payload: String, validation: ScanValidation) {
        guard takeAnswer(wait) else { return }
        switch validation {
        case .refused(let message):
            showError(text(.onboardingScanRefused, .text(message)))
        case .accepted(let serverName):
            showConfirmation(payload: payload, serverName: serverName)
        }
    }

    /// Shows the confirmation for an accepted code in this screen's container.
    func showConfirmation(payload: String, serverName: String) {
        let confirmation = opened(screenFactory.scanConfirmation(themeRegistry))
        confirmation.serverName = serverName
        confirmation.onContinue = { [weak self] in
            guard let self else { return }
            guard let delegate = self.delegate else {
                return confirmation.report(.delegateMissing(method: "scanViewController(_:didConfirmScanResult:serverName:)"))
            }
            delegate.scanViewController(self, didConfirmScanResult: payload, serverName: serverName)
        }
        if let container = screenContainer {
            container.showScreen(confirmation)
        } else {
            report(.delegateDidNotHandle(method: "showing the confirmation (the scanner is not in a container)"))
        }
    }

    /// Stops reading and validating, tells the delegate and goes back.
    open func cancel() {
        reading?.cancel()
        reading = nil
        setBusy(false)
        abandonWaiting()
        if let delegate { delegate.scanViewControllerDidCancel(self) } else { report(.delegateMissing(method: "scanViewControllerDidCancel(_:)")) }
        goBack()
    }

    // MARK: Showing state

    /// Shows `message` under the inputs (or hides it when `nil`).
    open override func showError(_ message: String?) {
        errorMessageLabel.show(message)
        contentDidChange()
    }

    private func setBusy(_ busy: Bool) {
        loadingIndicatorView.setRunning(busy)
        for button in [scanButton, choosePhotoButton, submitPayloadButton] { button.isEnabled = !busy }
        progressDidChange()
    }

    /// Locks reading while the delegate validates.
    open override func waitingDidChange() {
        setBusy(isWaitingForDelegate)
    }

    /// Says that validating takes long; Cancel stays available.
    open override func delegateIsLate() {
        errorMessageLabel.show(text(.onboardingStillWaiting), as: .info)
        contentDidChange()
    }
}
