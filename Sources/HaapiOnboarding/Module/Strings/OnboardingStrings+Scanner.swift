import HaapiUI
public import HaapiScreenKit

extension StringKey {
    /// `onb_scan_title`: The scanner's title.
    public static let onboardingScanTitle: StringKey = "onb_scan_title"
    /// `onb_scan_instruction`: How to give the QR code without a camera.
    public static let onboardingScanInstruction: StringKey = "onb_scan_instruction"
    /// `onb_scan_choose_photo`: Reads the QR code from the image file named in the field.
    public static let onboardingScanChoosePhoto: StringKey = "onb_scan_choose_photo"
    /// `onb_scan_image_path`: The label of the image file field.
    public static let onboardingScanImagePath: StringKey = "onb_scan_image_path"
    /// `onb_scan_image_upload`: The label of the chooser for an image to upload; `%d` is the largest size in MiB.
    public static let onboardingScanImageUpload: StringKey = "onb_scan_image_upload"
    /// `onb_scan_no_code_in_image`: An uploaded image holds no QR code that could be read (whatever the reason).
    public static let onboardingScanNoCodeInImage: StringKey = "onb_scan_no_code_in_image"
    /// `onb_scan_not_an_image`: An uploaded file is not a picture the scanner reads.
    public static let onboardingScanNotAnImage: StringKey = "onb_scan_not_an_image"
    /// `onb_scan_code_damaged`: A QR code was seen in the picture but could not be read (blurred, cut off, damaged).
    public static let onboardingScanCodeDamaged: StringKey = "onb_scan_code_damaged"
    /// `onb_scan_file_too_large`: An uploaded file is too large; `%d` is the largest size in MiB.
    public static let onboardingScanFileTooLarge: StringKey = "onb_scan_file_too_large"
    /// `onb_scan_payload`: The label of the field for what the QR code says.
    public static let onboardingScanPayload: StringKey = "onb_scan_payload"
    /// `onb_scan_use_payload`: Uses what was typed as the QR code's contents.
    public static let onboardingScanUsePayload: StringKey = "onb_scan_use_payload"
    /// `onb_scan_guides`: Description of the scan guides image for assistive technologies.
    public static let onboardingScanGuides: StringKey = "onb_scan_guides"
    /// `onb_scan_unreadable`: The image could not be read as a QR code; `%@` says why.
    public static let onboardingScanUnreadable: StringKey = "onb_scan_unreadable"
    /// `onb_scan_file_unreadable`: An image file that cannot be opened.
    public static let onboardingScanFileUnreadable: StringKey = "onb_scan_file_unreadable"
    /// `onb_scan_file_too_big`: An image file larger than the scanner reads (its limit unknown to the screen).
    public static let onboardingScanFileTooBig: StringKey = "onb_scan_file_too_big"
    /// `onb_scan_camera_denied`: The camera may not be used.
    public static let onboardingScanCameraDenied: StringKey = "onb_scan_camera_denied"
    /// `onb_scan_camera_start`: Starts a browser's live camera beside the file chooser.
    public static let onboardingScanCameraStart: StringKey = "onb_scan_camera_start"
    /// `onb_scan_flash_on`: Turns on the camera's light while scanning.
    public static let onboardingScanFlashOn: StringKey = "onb_scan_flash_on"
    /// `onb_scan_flash_off`: Turns the camera's light off.
    public static let onboardingScanFlashOff: StringKey = "onb_scan_flash_off"
    /// `onb_scan_camera_stop`: Stops the live camera.
    public static let onboardingScanCameraStop: StringKey = "onb_scan_camera_stop"
    /// `onb_scan_camera_aim`: Shown while the live camera looks for a code.
    public static let onboardingScanCameraAim: StringKey = "onb_scan_camera_aim"
    /// `onb_scan_camera_denied_browser`: The browser may not use the camera (seed 003's `cameraPermissionDenied`).
    public static let onboardingScanCameraDeniedBrowser: StringKey = "onb_scan_camera_denied_browser"
    /// `onb_scan_camera_unavailable`: There is no camera to use.
    public static let onboardingScanCameraUnavailable: StringKey = "onb_scan_camera_unavailable"
    /// `onb_scan_refused`: The app refused the QR code; `%@` is its reason.
    public static let onboardingScanRefused: StringKey = "onb_scan_refused"
    /// `onb_scan_empty`: Nothing was given to read.
    public static let onboardingScanEmpty: StringKey = "onb_scan_empty"
    /// `onb_scan_confirm_title`: The confirmation's title (seed: "Confirmation").
    public static let onboardingScanConfirmTitle: StringKey = "onb_scan_confirm_title"
    /// `onb_scan_confirm_message`: Before the server's name (seed: "Scan succeeded. You will be connected to:").
    public static let onboardingScanConfirmMessage: StringKey = "onb_scan_confirm_message"
    /// `onb_scan_confirm_check`: Description of the check image for assistive technologies.
    public static let onboardingScanConfirmCheck: StringKey = "onb_scan_confirm_check"
}

extension OnboardingStrings {
    static let scanner: Group = [
        .english: [
            .onboardingScanTitle: .text("Scan QR Code"),
            .onboardingScanInstruction: .text("Scan the QR code, choose an image file of it, or type what the code says."),
            .onboardingScanChoosePhoto: .text("Read Image"),
            .onboardingScanImagePath: .text("Image file (PNG or JPEG)"),
            .onboardingScanImageUpload: .text("Picture of the QR code (PNG or JPEG, at most %d MiB)"),
            .onboardingScanNoCodeInImage: .text("That image has no QR code we can read."),
            .onboardingScanNotAnImage: .text("That file is not a picture we can read. Choose a PNG or JPEG picture."),
            .onboardingScanCodeDamaged: .text("There is a QR code in that picture, but it could not be read. Take the picture again, closer and sharper."),
            .onboardingScanFileTooLarge: .text("The file is too large: choose an image of at most %d MiB."),
            .onboardingScanPayload: .text("Code contents"),
            .onboardingScanUsePayload: .text("Use Code"),
            .onboardingScanGuides: .text("Scan area"),
            .onboardingScanUnreadable: .text("No QR code could be read. Try again, or type what the code says."),
            .onboardingScanRefused: .text("This QR code cannot be used: %@"),
            .onboardingScanEmpty: .text("Give an image file or what the QR code says."),
            .onboardingScanFileUnreadable: .text("That file cannot be opened. Check its name and try again."),
            .onboardingScanFileTooBig: .text("That file is too large. Choose a smaller image."),
            .onboardingScanCameraDenied: .text("The camera may not be used. Allow it in Settings, or choose an image or type the code."),
            .onboardingScanCameraStart: .text("Use Camera"),
            .onboardingScanFlashOn: .text("Turn On Light"),
            .onboardingScanFlashOff: .text("Turn Off Light"),
            .onboardingScanCameraStop: .text("Stop Camera"),
            .onboardingScanCameraAim: .text("Point the camera at the QR code. It is read as soon as the camera sees it."),
            .onboardingScanCameraDeniedBrowser: .text("The browser may not use the camera. Allow the camera for this site in the browser's settings, or choose a picture or type the code."),
            .onboardingScanCameraUnavailable: .text("No camera was found. Choose a picture or type the code."),
            .onboardingScanConfirmTitle: .text("Confirmation"),
            .onboardingScanConfirmMessage: .text("Scan succeeded. You will be connected to:"),
            .onboardingScanConfirmCheck: .text("Scan succeeded"),
        ],
    ]
}
