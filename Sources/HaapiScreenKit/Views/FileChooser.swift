/// A view where the person chooses a file from their own device and sends it (in a web
/// page, `<input type="file">`). The renderer hands over the file's bytes
/// (``choose(_:)``); the screen never learns a path, and nothing is read from the
/// machine that runs it.
///
/// ```swift
/// let picture = FileChooser(identifier: "imageFileChooser", name: "image", label: "Image of the code",
///                           acceptedMediaTypes: ["image/png"], maximumByteCount: 1 << 20)
/// picture.onChoose = { file in if let file { read(file.data) } }
/// ```
@MainActor
open class FileChooser: View {
    /// The form field this file belongs to.
    public var name: String
    /// The label shown with the chooser.
    public var label: String?
    /// The media types offered (`image/png`); empty offers any file. A hint to the
    /// person's device, not a check: whoever reads ``chosenFile`` checks its contents.
    public var acceptedMediaTypes: [String]
    /// The largest file meant to be chosen, in bytes. A renderer refuses bigger
    /// uploads before reading them whole where it can; the screen checks ``chosenFile``.
    public var maximumByteCount: Int
    /// The file chosen last, or `nil`.
    public private(set) var chosenFile: ChosenFile?
    /// A problem with the chosen file, shown next to the chooser.
    public var errorText: String?
    /// Whether the person can choose a file.
    public var isEnabled = true
    /// Called after the person chose a file (or cleared the choice: `nil`).
    public var onChoose: (@MainActor (ChosenFile?) -> Void)?
    /// The camera a device may open to take the picture instead of choosing a file (a
    /// phone's browser: `capture`); `nil` offers files only. A hint, as the media types are.
    public var camera: Camera?
    /// A live camera a renderer may show beside the chooser (a web page with script): it
    /// looks at the camera's picture a few times a second until a frame holds a QR code,
    /// then takes that frame as the chosen file and presses ``readButton``. `nil` offers none.
    public var liveCamera: LiveCamera?
    /// The button that reads the chosen file, pressed by a renderer that chose the file
    /// itself (a live camera's frame).
    public weak var readButton: Button?

    /// Creates a file chooser.
    public init(
        identifier: String? = nil, name: String, label: String? = nil, acceptedMediaTypes: [String] = [], maximumByteCount: Int
    ) {
        self.name = name
        self.label = label
        self.acceptedMediaTypes = acceptedMediaTypes
        self.maximumByteCount = maximumByteCount
        super.init(identifier: identifier)
    }

    /// Which of a device's cameras takes the picture.
    public enum Camera: String, Sendable, Hashable {
        /// The camera facing away from the person (for a code on another screen or on paper).
        case environment
        /// The camera facing the person.
        case user
    }

    /// The words of a live camera (see ``liveCamera``), in the screen's language.
    public struct LiveCamera: Sendable, Hashable {
        /// Starts the camera ("Use Camera").
        public var startTitle: String
        /// Stops it ("Stop Camera").
        public var stopTitle: String
        /// Shown while it looks ("Point the camera at the QR code").
        public var instruction: String
        /// The person or the browser refused the camera (seed 003's `cameraPermissionDenied`).
        public var deniedMessage: String
        /// There is no camera to use.
        public var unavailableMessage: String

        /// Creates the words of a live camera.
        public init(startTitle: String, stopTitle: String, instruction: String, deniedMessage: String, unavailableMessage: String) {
            self.startTitle = startTitle
            self.stopTitle = stopTitle
            self.instruction = instruction
            self.deniedMessage = deniedMessage
            self.unavailableMessage = unavailableMessage
        }
    }

    open override var kindName: String { "FileChooser" }

    open override func accept<V: ViewVisitor>(_ visitor: inout V) {
        visitor.visitFileChooser(self)
    }

    /// Takes `file` as the person's choice (`nil` clears it), then calls ``onChoose``.
    ///
    /// - Returns: `false`, changing nothing, when the chooser is disabled.
    @discardableResult
    open func choose(_ file: ChosenFile?) -> Bool {
        guard isEnabled else { return false }
        chosenFile = file
        onChoose?(file)
        return true
    }
}
