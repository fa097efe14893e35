/// How the scanner takes a picture of a code besides the app's camera: chosen by the
/// host that shows it, which alone knows whose machine the screen runs on.
///
/// ```swift
/// session.scanImageInput = .upload     // a web host: the browser sends the picture
/// ```
public enum ScanImageInput: Sendable, Hashable {
    /// A path typed into ``OnboardingScanViewController/imagePathTextField``, read from
    /// this machine's disk with ``ImageFileQRCodeSource``: for a terminal or an app on
    /// the person's own machine.
    case filePath
    /// A file the person sends from their own device with
    /// ``OnboardingScanViewController/imageFileChooser``, decoded in memory with
    /// ``ImageDataQRCodeSource``: for a host that serves other people's browsers.
    /// Nothing is read from the host's disk, and every unreadable file gets the same answer.
    case upload
    /// No picture: only the code's text can be typed.
    case none
}
