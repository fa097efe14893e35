import Foundation
import HaapiScreenKit

/// Text views: labels, messages, banners.
extension HTMLBodyBuilder {
    mutating func visitView(_ view: View) {
        writer.open("div", ["class": themeClass(view, preferring: nil)])
        writeChildren(of: view)
        writer.close("div")
    }

    mutating func visitStackView(_ view: StackView) {
        // The header puts its title and close button at the two ends; other rows (tabs) start at the leading edge.
        let isHeader = view.identifier == "headerView"
        let base = view.axis == .vertical ? "hui-stack" : isHeader ? "hui-row hui-row-ends" : "hui-row"
        writer.open("div", ["class": classes(base, view, preferring: isHeader ? .header : .stackView)])
        writeChildren(of: view)
        writer.close("div")
        writer.newline()
    }

    mutating func visitLabel(_ view: Label) {
        if view === headingView {
            writeHeading(view.text, view: view, preferring: .headingMessageView)
            return
        }
        if let richText = view.richText { return writeRichText(richText, view: view) }
        let live = renderer.liveLabelIdentifiers.contains(view.identifier ?? "")
        let timer = renderer.timerLabelIdentifiers.contains(view.identifier ?? "")
        writer.open("p", [
            "class": classes("hui-label", view, preferring: .label),
            "role": timer ? "timer" : nil,
            "aria-live": live ? "polite" : timer ? "off" : nil,
            "aria-atomic": live || timer ? "true" : nil,
            "data-haapi-announce": timer ? String(renderer.timerAnnouncementSeconds) : nil,
        ])
        writer.isolatedText(view.text)
        writer.close("p")
    }

    mutating func writeHeading(_ text: String, view: View, preferring target: StyleTarget) {
        writer.open("h1", [
            "id": HTMLFormContract.headingElementID, "tabindex": "-1", "class": classes("hui-heading", view, preferring: target),
        ])
        writer.isolatedText(text)
        writer.close("h1")
    }

    mutating func visitMessageView(_ view: MessageView) {
        let target = StyleTarget.messageView(view.messageStyle)
        if view.messageStyle == .heading {
            if view === headingView {
                writeHeading(view.text, view: view, preferring: target)
            } else {
                writer.open("h2", ["class": classes("hui-heading", view, preferring: target)])
                writer.isolatedText(view.text)
                writer.close("h2")
            }
            return
        }
        let prefix: (text: String, visible: Bool)?
        switch view.messageStyle {
        case .error: prefix = (word(.htmlErrorPrefix), true)
        case .warning: prefix = (word(.htmlWarningPrefix), true)
        case .info: prefix = (word(.htmlInfoPrefix), false)
        default: prefix = nil
        }
        writer.open("p", [
            "class": classes("hui-message hui-message-\(view.messageStyle.rawValue)", view, preferring: target),
            "role": view.messageStyle == .error ? "alert" : nil,
            // A code reads left to right on a right-to-left page too (`1234-5678` is not `5678-1234`).
            "dir": view.messageStyle == .usercode ? "ltr" : nil,
        ])
        if let prefix { writePrefix(prefix.text, visible: prefix.visible) }
        writer.isolatedText(view.text)
        writer.close("p")
    }

    /// Writes the words that say what kind of message follows (never colour alone).
    mutating func writePrefix(_ text: String, visible: Bool) {
        writer.open("span", ["class": visible ? "hui-prefix" : "hui-visually-hidden"])
        writer.text(text)
        writer.close("span")
        writer.text(" ")
    }

    mutating func visitNotificationBanner(_ view: NotificationBanner) {
        let prefix: StringKey
        switch view.kind {
        case .info: prefix = .htmlInfoPrefix
        case .success: prefix = .htmlSuccessPrefix
        case .warning: prefix = .htmlWarningPrefix
        case .error: prefix = .htmlErrorPrefix
        }
        let theme = themeClass(view, preferring: .notificationBanner)
        let isAlert = view.kind == .error
        writer.open("div", [
            "id": view.identifier.map { HTMLFormContract.elementIDPrefix + ControlID.sanitized($0) },
            "class": "hui-banner hui-banner-\(view.kind.rawValue)" + (theme.map { " " + $0 } ?? ""),
            "role": isAlert ? "alert" : "status",
            "aria-live": isAlert ? "assertive" : "polite",
        ])
        if let title = view.title, !title.isEmpty {
            writer.open("p", ["class": "hui-title" + Self.companions(theme, "-title")])
            // A title that already says what kind of message it is ("Error") needs no "Error:" before it.
            let prefixWord = word(prefix)
            if !Self.says(title, prefixWord) { writePrefix(prefixWord, visible: true) }
            writer.isolatedText(title)
            writer.close("p")
            writer.open("p")
        } else {
            writer.open("p")
            writePrefix(word(prefix), visible: true)
        }
        writer.isolatedText(view.message)
        writer.close("p")
        writer.close("div")
    }

    /// Whether `title` starts with the word of `prefix` ("Error" for "Error:").
    static func says(_ title: String, _ prefix: String) -> Bool {
        let word = prefix.trimmingCharacters(in: CharacterSet(charactersIn: ": \u{00A0}"))
        return !word.isEmpty && title.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix(word.lowercased())
    }

    mutating func visitLoadingIndicator(_ view: LoadingIndicator) {
        guard view.isAnimating else { return }
        writer.open("p", ["class": classes("hui-loading", view, preferring: .loadingIndicator), "role": "status", "aria-live": "polite"])
        writer.text(renderer.themeRegistry.text(.loading))
        writer.close("p")
    }

    mutating func visitProgressBar(_ view: ProgressBar) {
        // Updated in place by the page's script, but not read out at every change: the countdown beside it is.
        writer.open("div", ["class": "hui-live"])
        writer.open("progress", [
            "class": classes("hui-progress", view, preferring: .progressBar),
            "max": "1",
            "value": CSSValue.number(view.progress),
            "aria-label": view.accessibilityLabel,
        ])
        writer.text("\(Int((view.progress * 100).rounded())) %")
        writer.close("progress")
        writer.close("div")
    }
}
