import HaapiUI
public import HaapiScreenKit

extension StyleTarget {
    /// The scanner (`fdlFUIOnboardingScanViewController`).
    public static let onboardingScanViewController = OnboardingStyleClass.screen("FUIOnboardingScanViewController")
    /// The scan confirmation (`fdlFUIOnboardingScanConfirmView`).
    public static let onboardingScanConfirmView = OnboardingStyleClass.screen("FUIOnboardingScanConfirmView")
}

extension OnboardingStyleClass {
    /// `fdlFUIOnboardingScanViewController_cancelButton`.
    public static let scanCancelButton = OnboardingStyleClass("FUIOnboardingScanViewController_cancelButton", base: .textButton)
    /// `fdlFUIOnboardingScanViewController_choosePhotoButton`: reads the QR code from an image file.
    public static let scanChoosePhotoButton = OnboardingStyleClass(
        "FUIOnboardingScanViewController_choosePhotoButton", base: .secondaryButton)
    /// `fdlFUIOnboardingScanViewController_flashButton`: the camera's light, when the app's source has one.
    public static let scanFlashButton = OnboardingStyleClass("FUIOnboardingScanViewController_flashButton", base: .textButton)
    /// `fdlFUIOnboardingScanViewController_scanGuidesImageView`.
    public static let scanGuidesImageView = OnboardingStyleClass("FUIOnboardingScanViewController_scanGuidesImageView", base: .imageView)
    /// `fdlFUIOnboardingScanViewController_instructionLabel` (not in the seed: what to do without a camera).
    public static let scanInstructionLabel = OnboardingStyleClass("FUIOnboardingScanViewController_instructionLabel", base: .contentMessageView)
    /// `fdlFUIOnboardingScanViewController_scanButton` (not in the seed: reads the app's ``QRCodeSource``).
    public static let scanScanButton = OnboardingStyleClass("FUIOnboardingScanViewController_scanButton", base: .primaryButton)
    /// `fdlFUIOnboardingScanViewController_imagePathTextField` (not in the seed).
    public static let scanImagePathTextField = OnboardingStyleClass(
        "FUIOnboardingScanViewController_imagePathTextField", base: .inputTextField)
    /// `fdlFUIOnboardingScanViewController_imageFileChooser` (not in the seed: an uploaded image, on the web).
    public static let scanImageFileChooser = OnboardingStyleClass(
        "FUIOnboardingScanViewController_imageFileChooser", base: .inputTextField)
    /// `fdlFUIOnboardingScanViewController_payloadTextField` (not in the seed).
    public static let scanPayloadTextField = OnboardingStyleClass("FUIOnboardingScanViewController_payloadTextField", base: .inputTextField)
    /// `fdlFUIOnboardingScanViewController_submitPayloadButton` (not in the seed).
    public static let scanSubmitPayloadButton = OnboardingStyleClass(
        "FUIOnboardingScanViewController_submitPayloadButton", base: .secondaryButton)
    /// `fdlFUIOnboardingScanViewController_errorMessageLabel` (not in the seed).
    public static let scanErrorMessageLabel = OnboardingStyleClass(
        "FUIOnboardingScanViewController_errorMessageLabel", base: .errorMessageView)
    /// `fdlFUIOnboardingScanViewController_loadingIndicatorView` (not in the seed).
    public static let scanLoadingIndicatorView = OnboardingStyleClass(
        "FUIOnboardingScanViewController_loadingIndicatorView", base: .loadingIndicator)

    /// The scanner's classes. The seed's `flashButton`, `arrowButton` and
    /// `photoPicker_navigationBar` belong to a camera and a photo library and have
    /// no view here.
    public static let scanViewController: [OnboardingStyleClass] = [
        scanCancelButton, scanChoosePhotoButton, scanFlashButton, scanGuidesImageView, scanInstructionLabel, scanScanButton,
        scanImagePathTextField, scanImageFileChooser, scanPayloadTextField, scanSubmitPayloadButton, scanErrorMessageLabel, scanLoadingIndicatorView,
    ]

    /// Seed 002's scanner classes for views only Apple platforms have: the camera roll's
    /// thumbnails (shown and hidden by the arrow) and the system photo picker's bar. Here a
    /// picture comes from a path or an upload (`choosePhotoButton`).
    static let inertClasses: [String: String] = [
        "FUIOnboardingScanViewController_arrowButton":
            "the camera roll's thumbnails, which the arrow shows and hides, are the Photos library's (Apple platforms); choosePhotoButton reads a picture here",
        "FUIOnboardingScanViewController_photoPicker_navigationBar":
            "the system photo picker is the Photos library's (Apple platforms); choosePhotoButton reads a picture here",
    ]

    /// `fdlFUIOnboardingScanConfirmView_titleLabel`.
    public static let scanConfirmTitleLabel = OnboardingStyleClass("FUIOnboardingScanConfirmView_titleLabel", base: .headingMessageView)
    /// `fdlFUIOnboardingScanConfirmView_checkImageView` (not listed by the seed; the seed's check image).
    public static let scanConfirmCheckImageView = OnboardingStyleClass("FUIOnboardingScanConfirmView_checkImageView", base: .imageView)
    /// `fdlFUIOnboardingScanConfirmView_successMessageLabel`.
    public static let scanConfirmSuccessMessageLabel = OnboardingStyleClass(
        "FUIOnboardingScanConfirmView_successMessageLabel", base: .contentMessageView)
    /// `fdlFUIOnboardingScanConfirmView_hcpServerLabel`: the server's name.
    public static let scanConfirmServerLabel = OnboardingStyleClass("FUIOnboardingScanConfirmView_hcpServerLabel", base: .label)
    /// `fdlFUIOnboardingScanConfirmView_continueButton`.
    public static let scanConfirmContinueButton = OnboardingStyleClass(
        "FUIOnboardingScanConfirmView_continueButton", base: .primaryButton)

    /// The scan confirmation's classes. The seed's `continueButton_touchDown` styles
    /// the continue button while it is pressed (a style sheet's `_touchDown` class: its
    /// `background-color` is the button's pressed background, which the browser draws).
    public static let scanConfirmView: [OnboardingStyleClass] = [
        scanConfirmTitleLabel, scanConfirmCheckImageView, scanConfirmSuccessMessageLabel, scanConfirmServerLabel,
        scanConfirmContinueButton,
    ]
}
