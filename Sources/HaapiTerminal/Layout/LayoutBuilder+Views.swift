import HaapiScreenKit

/// How each kind of view is drawn.
extension LayoutBuilder {
    mutating func visitView(_ view: View) {
        placeChildren(of: view, separated: false)
    }

    mutating func visitStackView(_ view: StackView) {
        if view.axis == .horizontal, placeSideBySide(view) { return }
        let spacing = view.spacing ?? view.style.spacing ?? 0
        placeChildren(of: view, separated: spacing >= 24)
    }

    mutating func visitLabel(_ view: Label) {
        if let richText = view.richText { return addRichText(richText, TextAttributes(style: view.style), style: view.style) }
        addWrapped(view.text, TextAttributes(style: view.style), style: view.style)
    }

    mutating func visitMessageView(_ view: MessageView) {
        var attributes = TextAttributes(style: view.style)
        attributes.background = view.style.backgroundColor.flatMap { TextAttributes(background: $0).background }
        var prefix: StyledSpan?
        switch view.messageStyle {
        case .heading:
            attributes.isBold = true
        case .error:
            prefix = StyledSpan(mark("✗", .terminalErrorPrefix), attributes)
        case .warning:
            prefix = StyledSpan(mark("!", .terminalWarningPrefix), attributes)
        case .username, .usercode:
            attributes.isBold = true
        case .info, .content, .recipientOfCommunication:
            break
        }
        addWrapped(view.text, attributes, prefix: prefix, style: view.style)
    }

    mutating func visitButton(_ view: Button) {
        var attributes = TextAttributes(style: view.style)
        attributes.background = view.style.backgroundColor.flatMap { TextAttributes(background: $0).background }
        let title = spoken(TerminalText.sanitizeLine(view.title), .terminalRoleButton, view.isEnabled ? [] : [.terminalStateUnavailable])
        guard view.isEnabled else {
            attributes.isDim = true
            if DisplayWidth.of(title) + 6 > textWidth { return addWrapped(title, attributes, prefix: StyledSpan("    ")) }
            addLine([StyledSpan("    "), StyledSpan(" \(title) ", attributes)])
            return
        }
        let (label, focused) = placeControl(.button(view))
        let padded = attributes.background != nil && !options.speaksRoles ? " \(title) " : title
        // A title wider than the terminal wraps under its number instead of running off the screen.
        guard DisplayWidth.of(label.text) + DisplayWidth.of(padded) <= textWidth else {
            return addWrapped(title, focusing(attributes, focused), prefix: label, focused: focused)
        }
        addLine([label, StyledSpan(padded, focusing(attributes, focused))], focused: focused)
    }

    mutating func visitLinkView(_ view: LinkView) {
        var attributes = TextAttributes(style: view.style)
        attributes.isUnderlined = true
        let (label, focused) = placeControl(.link(view))
        addWrapped(spoken(view.title, .terminalRoleLink), focusing(attributes, focused), prefix: label, focused: focused)
    }

    mutating func visitTextField(_ view: TextField) {
        let (_, focused) = placeControl(.textField(view))
        let style = view.style
        var title = TextAttributes(style: style, textAttribute: .titleTextAppearance)
        title.foreground = style.textColor
        var states: [StringKey] = view.isRequired ? [.terminalStateRequired] : []
        if !view.isEnabled { states.append(.terminalStateUnavailable) }
        let name = spoken(TerminalText.sanitizeLine(view.label ?? view.name), view.isSecure ? .terminalRolePasswordField : .terminalRoleTextField, states)
        var spans = [StyledSpan(name + ": ", title)]
        let value = view.isSecure ? String(repeating: "•", count: view.text.count) : TerminalText.sanitizeLine(view.text)
        if value.isEmpty, let placeholder = view.placeholder, !placeholder.isEmpty, !(focused && options.isInteractive) {
            // A hint, not a value: dim and in angle brackets, so it reads as one without colours too.
            spans.append(StyledSpan("<" + TerminalText.sanitizeLine(placeholder) + ">",
                                    TextAttributes(foreground: style.color(.placeholderTextColorName), isDim: true)))
        } else {
            spans.append(StyledSpan(value, TextAttributes(style: style)))
        }
        if focused, options.isInteractive {
            spans.append(StyledSpan(" ", TextAttributes(isInverse: true)))
        }
        if !view.isEnabled { spans = spans.map { StyledSpan($0.text, TextAttributes(isDim: true)) } }
        if spans.reduce(0, { $0 + DisplayWidth.of($1.text) }) <= textWidth {
            addLine(spans, focused: focused)
        } else {
            // Too wide for one line: the name, then the value (or hint) under it, each wrapped.
            addWrapped(spans[0].text, spans[0].attributes, focused: focused)
            indent += 2
            addWrapped(spans[1].text, spans[1].attributes)
            indent -= 2
        }
        if let error = view.errorText, !error.isEmpty {
            let errorAttributes = TextAttributes(foreground: style.color(.errorTextColorName))
            indent += 2
            addWrapped(error, errorAttributes, prefix: StyledSpan(mark("✗", .terminalErrorPrefix), errorAttributes))
            indent -= 2
        }
    }

    mutating func visitCheckbox(_ view: Checkbox) {
        let attributes = TextAttributes(style: view.style)
        let box = StyledSpan(options.speaksRoles ? "" : view.isChecked ? "[x] " : "[ ] ", TextAttributes(foreground: view.style.tintColor))
        var states: [StringKey] = [view.isChecked ? .terminalStateChecked : .terminalStateNotChecked]
        if !view.isEnabled { states.append(.terminalStateUnavailable) }
        let title = spoken(view.title, .terminalRoleCheckbox, states)
        guard view.isEnabled else {
            addWrapped(title, TextAttributes(isDim: true), prefix: StyledSpan("    " + box.text))
            return
        }
        let (label, focused) = placeControl(.checkbox(view))
        addWrapped(title, focusing(attributes, focused),
                   prefix: StyledSpan(label.text + box.text, label.attributes), focused: focused)
    }

    mutating func visitPicker(_ view: Picker) {
        let attributes = TextAttributes(style: view.style)
        if let title = view.title {
            addWrapped(title, TextAttributes(style: view.style, textAttribute: .titleTextAppearance))
        }
        for (index, option) in view.options.enumerated() {
            let mark = options.speaksRoles ? "" : view.selectedIndex == index ? "(•) " : "( ) "
            var states: [StringKey] = view.selectedIndex == index ? [.terminalStateSelected] : []
            if !view.isEnabled { states.append(.terminalStateUnavailable) }
            let title = spoken(option.title, .terminalRoleOption, states)
            guard view.isEnabled else {
                addWrapped(title, TextAttributes(isDim: true), prefix: StyledSpan("    " + mark))
                continue
            }
            let (label, focused) = placeControl(.pickerOption(view, index: index))
            addWrapped(title, focusing(attributes, focused),
                       prefix: StyledSpan(label.text + mark, label.attributes), focused: focused)
        }
    }

    mutating func visitExpandableView(_ view: ExpandableView) {
        var attributes = TextAttributes(style: view.style, textAttribute: .titleTextAppearance)
        attributes.foreground = view.style.textColor
        let (label, focused) = placeControl(.expandable(view))
        let chevron = options.speaksRoles ? "" : view.isExpanded ? "▾ " : "▸ "
        addWrapped(spoken(view.title, .terminalRoleSection, [view.isExpanded ? .terminalStateExpanded : .terminalStateCollapsed]), focusing(attributes, focused),
                   prefix: StyledSpan(label.text + chevron, label.attributes), focused: focused)
        guard view.isExpanded else { return }
        indent += 4
        placeChildren(of: view, separated: false)
        indent -= 4
    }

    mutating func visitProgressBar(_ view: ProgressBar) {
        if options.speaksRoles {
            return addWrapped(options.themeRegistry.text(.terminalProgress, .int(Int((view.progress * 100).rounded()))), TextAttributes())
        }
        let width = min(40, textWidth)
        let filled = Int((view.progress * Double(width)).rounded())
        addLine([
            StyledSpan(String(repeating: "█", count: filled), TextAttributes(foreground: view.style.color(.progressTintColorName))),
            StyledSpan(String(repeating: "░", count: width - filled), TextAttributes(foreground: view.style.color(.trackTintColorName))),
        ])
    }

    mutating func visitImageView(_ view: ImageView) {
        if case .png(let data)? = view.image, let qr = qrCache.qr(in: data) {
            for line in qr.lines { addLine([StyledSpan(line, HalfBlockQR.attributes)]) }
            return
        }
        // A server's picture that is not a QR code is described; a named picture (a logo
        // such as BankID's) is decoration the screen's words already name: nothing is drawn.
        guard case .png? = view.image else { return }
        addWrapped("[\(view.accessibilityLabel ?? options.themeRegistry.text(.image))]", TextAttributes(isDim: true))
    }

    mutating func visitLoadingIndicator(_ view: LoadingIndicator) {
        guard view.isAnimating else { return }
        let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        let frame = frames[((options.tick % frames.count) + frames.count) % frames.count]
        addWrapped(options.themeRegistry.text(.loading), TextAttributes(isDim: true),
                   prefix: StyledSpan(frame + " ", TextAttributes(foreground: view.style.tintColor)))
    }

    mutating func visitNotificationBanner(_ view: NotificationBanner) {
        var attributes = TextAttributes(style: view.style)
        attributes.background = view.style.backgroundColor.flatMap { TextAttributes(background: $0).background }
        let symbol: String
        switch view.kind {
        case .info: symbol = mark("i", .terminalInfoPrefix)
        case .success: symbol = mark("✓", .terminalSuccessPrefix)
        case .warning: symbol = mark("!", .terminalWarningPrefix)
        case .error: symbol = mark("✗", .terminalErrorPrefix)
        }
        var text = view.message
        if let title = view.title, !title.isEmpty { text = title + ": " + text }
        addWrapped(text, attributes, prefix: StyledSpan(symbol, attributes))
    }
}

extension LayoutBuilder {
    /// What stands before a message of a kind: `symbol` on screen, the kind in words (`word`) in line mode; then a space.
    func mark(_ symbol: String, _ word: StringKey) -> String {
        (options.speaksRoles ? options.themeRegistry.text(word) : symbol) + " "
    }

    /// `title` as line mode says it: with its role and states in words ("Sign In, button"),
    /// in the language's words and separator; as it is otherwise.
    func spoken(_ title: String, _ role: StringKey, _ states: [StringKey] = []) -> String {
        guard options.speaksRoles else { return title }
        let words = options.themeRegistry
        return ([title, words.text(role)] + states.map { words.text($0) }).joined(separator: words.text(.terminalListSeparator))
    }
}
