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
