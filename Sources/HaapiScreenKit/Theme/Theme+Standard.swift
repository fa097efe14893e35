import HaapiGraphics

extension Theme {
    /// The built-in theme every override is merged over.
    ///
    /// Colour names start with `hui_`: `hui_background`, `hui_surface`,
    /// `hui_text_primary`, `hui_text_secondary`, `hui_accent`, `hui_on_accent`,
    /// `hui_border`, `hui_error`, `hui_error_background`, `hui_warning`,
    /// `hui_warning_background`, `hui_info_background`, `hui_success`. Dimensions:
    /// `hui_spacing_small|medium|large`, `hui_screen_padding`, `hui_corner_radius`,
    /// `hui_border_width`, `hui_control_min_height`. Text appearances: `hui_heading`,
    /// `hui_title`, `hui_body`, `hui_caption`, `hui_button`, `hui_code`.
    public static let standard = Theme(
        unchecked: StandardTheme.colors,
        StandardTheme.dimensions,
        StandardTheme.textAppearances,
        StandardTheme.styles,
        [:]
    )
}

/// The values of ``Theme/standard``.
enum StandardTheme {
    static func rgb(_ hex: String) -> ThemeColor {
        // The literals below are all well formed; the test suite checks them.
        ThemeColor(hex: hex) ?? ThemeColor(red: 0, green: 0, blue: 0)
    }

    static func pair(_ light: String, _ dark: String) -> SemanticColor {
        SemanticColor(light: rgb(light), dark: rgb(dark))
    }

    static let colors: [String: SemanticColor] = colorLiterals.mapValues { pair($0.light, $0.dark) }

    /// Light and dark hex values by colour name.
    static let colorLiterals: [String: (light: String, dark: String)] = [
        "hui_background": ("#FFFFFF", "#121212"),
        "hui_surface": ("#F4F5F7", "#1E1F22"),
        "hui_text_primary": ("#1A1A1A", "#F2F2F2"),
        "hui_text_secondary": ("#5F6368", "#A8ACB3"),
        "hui_accent": ("#0B5FFF", "#5C93FF"),
        "hui_on_accent": ("#FFFFFF", "#0A0A0A"),
        "hui_border": ("#D0D4DA", "#3A3D42"),
        "hui_error": ("#C62828", "#FF6B6B"),
        "hui_error_background": ("#FDECEA", "#3B1F1F"),
        "hui_warning": ("#8A5A00", "#FFC04D"),
        "hui_warning_background": ("#FFF4E0", "#3A2E12"),
        "hui_info_background": ("#E8F0FF", "#18233A"),
        "hui_success": ("#1B7F3B", "#5BD68A"),
        "hui_transparent": ("#00000000", "#00000000"),
    ]

    static let dimensions: [String: Double] = [
        "hui_spacing_small": 8,
        "hui_spacing_medium": 16,
        "hui_spacing_large": 24,
        "hui_screen_padding": 16,
        "hui_corner_radius": 8,
        "hui_border_width": 1,
        "hui_control_min_height": 44,
    ]

    static let textAppearances: [String: TextStyle] = [
        "hui_heading": TextStyle(size: 22, weight: .semibold),
        "hui_title": TextStyle(size: 17, weight: .semibold),
        "hui_body": TextStyle(size: 16),
        "hui_caption": TextStyle(size: 13),
        "hui_button": TextStyle(size: 16, weight: .semibold),
        "hui_code": TextStyle(size: 20, weight: .medium),
    ]

    static func make(_ pairs: KeyValuePairs<StyleAttribute, StyleValue>) -> Style {
        var style = Style()
        for (attribute, value) in pairs { style.set(attribute, value) }
        return style
    }

    static let space: StyleValue = .length(.dimension("hui_spacing_medium"))
    static let screenPadding: StyleValue = .length(.dimension("hui_screen_padding"))
    static let radius: StyleValue = .length(.dimension("hui_corner_radius"))
    static let border: StyleValue = .length(.dimension("hui_border_width"))
    static let minHeight: StyleValue = .length(.dimension("hui_control_min_height"))

    static let screen = make([
        .backgroundColorName: .colorName("hui_background"), .textColorName: .colorName("hui_text_primary"),
        .paddingTop: screenPadding, .paddingLeft: screenPadding, .paddingBottom: screenPadding,
        .paddingRight: screenPadding, .spacing: space,
    ])

    static func message(_ text: String, _ appearance: String, background: String = "hui_transparent") -> Style {
        make([
            .textColorName: .colorName(text), .textAppearance: .textAppearance(appearance),
            .backgroundColorName: .colorName(background),
        ])
    }

    static let styles: [StyleTarget: Style] = {
        var styles: [StyleTarget: Style] = [:]
        for target in StyleTarget.screens { styles[target] = screen }
        styles[.haapiFlowViewController] = screen.merging(make([
            .closeButtonImageName: .imageName("xmark"), .closeButtonMinHeight: minHeight,
            .closeButtonMinWidth: minHeight, .closeButtonTintColorName: .colorName("hui_text_primary"),
        ]))
        styles[.bankIdViewController] = screen.merging(make([.imageName: .imageName("bankid_logo")]))
        styles[.webAuthnViewController] = screen.merging(make([.imageName: .imageName("passkey")]))

        styles[.primaryButton] = make([
            .backgroundColorName: .colorName("hui_accent"), .textColorName: .colorName("hui_on_accent"),
            .textAppearance: .textAppearance("hui_button"), .cornerRadius: radius, .minHeight: minHeight,
        ])
        styles[.secondaryButton] = make([
            .backgroundColorName: .colorName("hui_transparent"), .textColorName: .colorName("hui_accent"),
            .borderColorName: .colorName("hui_accent"), .borderWidth: border,
            .textAppearance: .textAppearance("hui_button"), .cornerRadius: radius, .minHeight: minHeight,
        ])
        styles[.textButton] = make([
            .textColorName: .colorName("hui_accent"), .textAppearance: .textAppearance("hui_button"),
            .minHeight: minHeight,
        ])
        styles[.linkButton] = make([.textColorName: .colorName("hui_accent"), .textAppearance: .textAppearance("hui_body")])
        styles[.inputTextField] = make([
            .backgroundColorName: .colorName("hui_surface"), .textColorName: .colorName("hui_text_primary"),
            .placeholderTextColorName: .colorName("hui_text_secondary"), .errorTextColorName: .colorName("hui_error"),
            .borderColorName: .colorName("hui_border"), .borderWidth: border, .cornerRadius: radius,
            .textAppearance: .textAppearance("hui_body"), .titleTextAppearance: .textAppearance("hui_caption"),
            .minHeight: minHeight,
        ])
        styles[.headingMessageView] = message("hui_text_primary", "hui_heading")
        styles[.infoMessageView] = message("hui_text_primary", "hui_body", background: "hui_info_background")
        styles[.errorMessageView] = message("hui_error", "hui_body", background: "hui_error_background")
        styles[.warnMessageView] = message("hui_warning", "hui_body", background: "hui_warning_background")
        styles[.contentMessageView] = message("hui_text_primary", "hui_body")
        styles[.usernameMessageView] = message("hui_text_primary", "hui_title")
        styles[.usercodeMessageView] = message("hui_text_primary", "hui_code")
        styles[.recipientOfCommunicationMessageView] = message("hui_text_secondary", "hui_body")
        styles[.stackView] = make([.spacing: space])
        styles[.label] = make([.textColorName: .colorName("hui_text_primary"), .textAppearance: .textAppearance("hui_body")])
        styles[.imageView] = make([.tintColorName: .colorName("hui_text_primary")])
        styles[.checkbox] = make([
            .textColorName: .colorName("hui_text_primary"), .tintColorName: .colorName("hui_accent"),
            .textAppearance: .textAppearance("hui_body"),
        ])
        styles[.header] = make([
            .backgroundColorName: .colorName("hui_background"), .textColorName: .colorName("hui_text_primary"),
            .textAppearance: .textAppearance("hui_title"), .spacing: space,
        ])
        styles[.link] = make([.textColorName: .colorName("hui_accent"), .textAppearance: .textAppearance("hui_body")])
        styles[.tab] = make([
            .backgroundColorName: .colorName("hui_surface"), .textColorName: .colorName("hui_text_secondary"),
            .selectedBackgroundColorName: .colorName("hui_accent"), .selectedTextColorName: .colorName("hui_on_accent"),
            .textAppearance: .textAppearance("hui_button"), .cornerRadius: radius, .minHeight: minHeight,
        ])
        styles[.picker] = make([
            .backgroundColorName: .colorName("hui_surface"), .textColorName: .colorName("hui_text_primary"),
            .borderColorName: .colorName("hui_border"), .borderWidth: border, .cornerRadius: radius,
            .textAppearance: .textAppearance("hui_body"), .titleTextAppearance: .textAppearance("hui_caption"),
            .minHeight: minHeight,
        ])
        styles[.expandableView] = make([
            .textColorName: .colorName("hui_text_primary"), .tintColorName: .colorName("hui_accent"),
            .textAppearance: .textAppearance("hui_body"), .titleTextAppearance: .textAppearance("hui_title"),
            .imageName: .imageName("chevron"),
        ])
        styles[.progressBar] = make([
            .progressTintColorName: .colorName("hui_accent"), .trackTintColorName: .colorName("hui_border"),
            .minHeight: .length(.points(4)), .cornerRadius: .length(.points(2)),
        ])
        styles[.loadingIndicator] = make([.tintColorName: .colorName("hui_accent")])
        styles[.notificationBanner] = make([
            .backgroundColorName: .colorName("hui_error_background"), .textColorName: .colorName("hui_error"),
            .textAppearance: .textAppearance("hui_body"), .titleTextAppearance: .textAppearance("hui_title"),
            .cornerRadius: radius, .paddingTop: space, .paddingLeft: space, .paddingBottom: space, .paddingRight: space,
        ])
        return styles
    }()
}
