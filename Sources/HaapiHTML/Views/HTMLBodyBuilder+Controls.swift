import Foundation
import HaapiModel
import HaapiScreenKit

/// Controls: buttons, links, text fields, checkboxes, pickers, expandable views, images.
extension HTMLBodyBuilder {
    mutating func visitButton(_ view: Button) {
        let id = controlID(view)
        let base = view.type == .link || view.type == .text ? "hui-button hui-link-button" : "hui-button"
        let classList = classes(base, view, preferring: .button(view.type))
        let title = view.title.isEmpty ? (view.accessibilityLabel ?? "") : view.title
        submitButton(id: id, classes: classList, enabled: view.isEnabled,
                     label: view.title.isEmpty ? view.accessibilityLabel : nil) { writer in
            writer.isolatedText(title)
        }
    }

    mutating func visitLinkView(_ view: LinkView) {
        let id = controlID(view)
        // A HAAPI link is followed by the flow: a button of the form.
        if view.action != nil {
            let classList = classes("hui-button hui-link-button", view, preferring: .link)
            submitButton(id: id, classes: classList, enabled: true) { writer in writer.isolatedText(view.title) }
            return
        }
        // A link the person follows in the browser: only where the URL policy allows.
        let classList = classes("hui-link hui-link-view", view, preferring: .link)
        if let href = view.href.flatMap({ renderer.urlPolicy.allowed($0, for: .pageLink) }) {
            writer.open("a", [
                "href": href, "id": id.map(Self.elementID), "class": classList, "rel": "noopener noreferrer",
                "autofocus": autofocus(id),
            ])
            writer.isolatedText(view.title)
            writer.close("a")
        } else {
            writer.open("span", ["class": classList])
            writer.isolatedText(view.title)
            writer.close("span")
        }
    }

    mutating func visitTextField(_ view: TextField) {
        let id = controlID(view)
        let elementID = id.map(Self.elementID)
        let errorID = elementID.map { $0 + "-error" }
        let theme = themeClass(view, preferring: .inputTextField)
        let hasError = view.errorText.map { !$0.isEmpty } ?? false
        let (type, inputMode) = Self.inputType(view)
        writer.open("div", ["class": "hui-field"])
        writer.open("label", ["for": elementID, "class": "hui-title" + Self.companions(theme, "-title")])
        writer.isolatedText(view.label ?? view.name)
        writer.close("label")
        writer.void("input", attributes: [
            ("type", type),
            ("id", elementID),
            ("name", id?.rawValue),
            ("class", "hui-input" + (theme.map { " " + $0 } ?? "")),
            // A password is never written back into a page.
            ("value", view.isSecure ? nil : (view.text.isEmpty ? nil : ServerText.cleaned(view.text))),
            ("placeholder", view.placeholder.map(ServerText.cleaned)),
            ("inputmode", inputMode),
            ("autocomplete", autocomplete(view)),
            ("autocapitalize", view.keyboard == .text && !view.isSecure ? nil : "none"),
            ("spellcheck", view.isSecure || view.keyboard != .text ? "false" : nil),
            ("aria-required", view.isRequired ? "true" : nil),
            ("aria-invalid", hasError ? "true" : nil),
            ("aria-describedby", hasError ? errorID : nil),
            ("autofocus", autofocus(id)),
            ("disabled", view.isEnabled && id != nil ? nil : ""),
        ])
        if hasError, let error = view.errorText { writeErrorText(error, id: errorID, theme: theme) }
        writer.close("div")
    }

    /// The `type` and `inputmode` of a text field: `password` for secure fields,
    /// else by keyboard: `email`, `tel`, `url`, and for numbers `text` with
    /// `inputmode="numeric"` (a `number` input drops leading zeros of codes in some
    /// browsers and accepts `e`).
    static func inputType(_ view: TextField) -> (type: String, inputMode: String?) {
        if view.isSecure { return ("password", view.keyboard == .number ? "numeric" : nil) }
        switch view.keyboard {
        case .text: return ("text", nil)
        case .email: return ("email", nil)
        case .phone: return ("tel", nil)
        case .url: return ("url", nil)
        case .number: return ("text", "numeric")
        }
    }

    /// What the browser may fill in: the field's own (`Self.autocomplete(_:)`), and for the
    /// user name field of a page offering passkeys for autofill, `webauthn` too.
    func autocomplete(_ view: TextField) -> String? {
        let value = Self.autocomplete(view)
        guard context.passkey?.kind == .autofill, let value, value == "username" || value == "email" else { return value }
        return value + " webauthn"
    }

    /// What the browser may fill in, where the field says: passwords (new ones when the
    /// field's name says so), user names, e-mail addresses, phone numbers and codes.
    static func autocomplete(_ view: TextField) -> String? {
        let name = view.name.lowercased()
        if view.isSecure {
            if view.keyboard == .number { return "one-time-code" }
            return name.contains("new") || name.contains("confirm") || name.contains("repeat") ? "new-password" : "current-password"
        }
        switch view.keyboard {
        case .email: return "email"
        case .phone: return "tel"
        case .url: return "url"
        case .number where name.contains("otp") || name.contains("code"): return "one-time-code"
        default: break
        }
        if name.contains("username") || name == "user" || name == "login" { return "username" }
        if name.contains("email") { return "email" }
        return nil
    }

    /// A file chooser: `<input type="file">` with its label, the media types it offers
    /// (`accept`), the camera a phone may open (`capture`) and its error. The form then
    /// posts `multipart/form-data`. A live camera's words and the button that reads the
    /// file go in `data-haapi-camera-*` for the page's script (plain text, never markup).
    mutating func visitFileChooser(_ view: FileChooser) {
        let id = controlID(view)
        let elementID = id.map(Self.elementID)
        let errorID = elementID.map { $0 + "-error" }
        let theme = themeClass(view, preferring: .inputTextField)
        let hasError = view.errorText.map { !$0.isEmpty } ?? false
        let accept = view.acceptedMediaTypes.filter(Self.isMediaType).joined(separator: ",")
        writer.open("div", ["class": "hui-field"])
        writer.open("label", ["for": elementID, "class": "hui-title" + Self.companions(theme, "-title")])
        writer.isolatedText(view.label ?? view.name)
        writer.close("label")
        let attributes: [(StaticString, String?)] = [
            ("type", "file"),
            ("id", elementID),
            ("name", id?.rawValue),
            ("class", "hui-input" + (theme.map { " " + $0 } ?? "")),
            ("accept", accept.isEmpty ? nil : accept),
            ("aria-invalid", hasError ? "true" : nil),
            ("aria-describedby", hasError ? errorID : nil),
            ("autofocus", autofocus(id)),
            ("disabled", view.isEnabled && id != nil ? nil : ""),
            ("capture", view.camera?.rawValue),
        ]
        writer.void("input", attributes: attributes + liveCameraAttributes(view))
        if hasError, let error = view.errorText { writeErrorText(error, id: errorID, theme: theme) }
        writer.close("div")
    }

    /// The attributes the page's script reads to offer `view`'s live camera: its words
    /// and the element of the button that reads the file; none without both.
    private func liveCameraAttributes(_ view: FileChooser) -> [(StaticString, String?)] {
        guard view.isEnabled, let camera = view.liveCamera, let button = view.readButton, !button.isHidden, button.isEnabled,
            let read = controlID(button).map(Self.elementID)
        else { return [] }
        return [
            ("data-haapi-camera-read", read), ("data-haapi-camera-start", camera.startTitle), ("data-haapi-camera-stop", camera.stopTitle),
            ("data-haapi-camera-aim", camera.instruction), ("data-haapi-camera-denied", camera.deniedMessage),
            ("data-haapi-camera-unavailable", camera.unavailableMessage),
        ]
    }

    /// A field's error under it, with its prefix for screen readers, named by `id` (the
    /// field's `aria-describedby`).
    private mutating func writeErrorText(_ error: String, id: String?, theme: String?) {
        writer.open("p", ["id": id, "class": "hui-error-text" + Self.companions(theme, "-error")])
        writePrefix(word(.htmlErrorPrefix), visible: true)
        writer.isolatedText(error)
        writer.close("p")
    }

    /// Whether `text` is a media type (`image/png`, `image/*`): what `accept` may list.
    static func isMediaType(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { scalar in
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "+-.*".unicodeScalars.contains(scalar)
            }
        }
    }

    mutating func visitCheckbox(_ view: Checkbox) {
        let id = controlID(view)
        let elementID = id.map(Self.elementID)
        writer.open("div", ["class": classes("hui-checkbox", view, preferring: .checkbox)])
        writer.void("input", attributes: [
            ("type", "checkbox"),
            ("id", elementID),
            ("name", id?.rawValue),
            ("value", HTMLFormContract.checkedValue),
            ("checked", view.isChecked ? "" : nil),
            ("autofocus", autofocus(id)),
            ("disabled", view.isEnabled && id != nil ? nil : ""),
        ])
        writer.open("label", ["for": elementID])
        writer.isolatedText(view.title)
        writer.close("label")
        writer.close("div")
    }

    mutating func visitPicker(_ view: Picker) {
        let theme = themeClass(view, preferring: .picker)
        writer.open("fieldset", ["class": "hui-options"])
        if let title = view.title, !title.isEmpty {
            writer.open("legend", ["class": "hui-title" + Self.companions(theme, "-title")])
            writer.isolatedText(title)
            writer.close("legend")
        }
        for (index, option) in view.options.enumerated() {
            let selected = view.selectedIndex == index
            submitButton(id: controlID(view, option: index), classes: "hui-button hui-option" + (theme.map { " " + $0 } ?? ""),
                         enabled: view.isEnabled, pressed: selected) { writer in
                writer.isolatedText(option.title)
            }
        }
        writer.close("fieldset")
    }

    mutating func visitExpandableView(_ view: ExpandableView) {
        let id = controlID(view)
        let theme = themeClass(view, preferring: .expandableView)
        writer.open("details", ["class": "hui-details" + (theme.map { " " + $0 } ?? ""), "open": view.isExpanded ? "" : nil])
        writer.open("summary", [
            "id": id.map(Self.elementID), "class": "hui-title" + Self.companions(theme, "-title"), "autofocus": autofocus(id),
        ])
        writer.isolatedText(view.title)
        writer.close("summary")
        if !view.isExpanded { collapsedDepth += 1 }
        writer.open("div", ["class": "hui-stack"])
        writeChildren(of: view)
        writer.close("div")
        if !view.isExpanded { collapsedDepth -= 1 }
        writer.close("details")
    }

    mutating func visitImageView(_ view: ImageView) {
        let source: String?
        var alt = view.accessibilityLabel
        switch view.image {
        case .png(let data)?:
            source = renderer.urlPolicy.allowed("data:image/png;base64," + data.base64EncodedString(), for: .pageImage)
            if alt == nil { alt = view.isQRCode ? renderer.themeRegistry.text(.qrCode) : word(.image) }
        case .named(let name)?:
            source = renderer.urlPolicy.allowed(context.namedImageURLs[name] ?? name, for: .pageImage)
        case nil:
            source = nil
        }
        guard let source else {
            // No picture to show: its description stands in, when it has one.
            if let alt, !alt.isEmpty {
                writer.open("p", ["class": classes("hui-image-text", view, preferring: .imageView)])
                writer.isolatedText("[" + alt + "]")
                writer.close("p")
            }
            return
        }
        writer.open("div", ["class": classes(view.isQRCode ? "hui-image hui-qr" : "hui-image", view, preferring: .imageView)])
        // An image without a description is decoration (a logo next to its name).
        let sized = view.preferredSize.map { size in
            localStyles.className(forImageWidth: Int(size.width.rounded()), height: Int(size.height.rounded()))
        }
        writer.void("img", ["src": source, "alt": ServerText.cleaned(alt ?? ""), "class": sized])
        writer.close("div")
    }
}
