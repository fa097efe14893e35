public import HaapiScreenKit

extension StringKey {
    /// `hui_html_error_prefix`: Read before an error message or error banner, so it is not told by colour alone.
    public static let htmlErrorPrefix: StringKey = "hui_html_error_prefix"
    /// `hui_html_warning_prefix`: Read before a warning message or banner.
    public static let htmlWarningPrefix: StringKey = "hui_html_warning_prefix"
    /// `hui_html_info_prefix`: Read before an information message or banner.
    public static let htmlInfoPrefix: StringKey = "hui_html_info_prefix"
    /// `hui_html_success_prefix`: Read before a success banner.
    public static let htmlSuccessPrefix: StringKey = "hui_html_success_prefix"
    /// `hui_html_selected`: Read after the chosen option of a list of options.
    public static let htmlSelected: StringKey = "hui_html_selected"

    /// The web renderer's own keys, in table order.
    public static let html: [StringKey] = [
        .htmlErrorPrefix, .htmlWarningPrefix, .htmlInfoPrefix, .htmlSuccessPrefix, .htmlSelected,
    ]
}

extension ScreenKitModule {
    /// The web renderer's own words (`hui_html_*`) in every shipped language.
    /// ``HTMLPageRenderer`` registers it in the registry it renders with; add it to the
    /// application builder (`HaapiUI/HaapiUIKitApplicationBuilder/addModule(_:)`) so
    /// that theme and strings files may override these words.
    public static let html = ScreenKitModule(
        name: "HaapiHTML", strings: [.english: [
            .htmlErrorPrefix: .text("Error:"),
            .htmlWarningPrefix: .text("Warning:"),
            .htmlInfoPrefix: .text("Information:"),
            .htmlSuccessPrefix: .text("Success:"),
            .htmlSelected: .text("(selected)"),
        ]], translations: BundledTranslations.Catalog(module: "HaapiHTML"))
}

extension ThemeRegistry {
    /// This registry with the web renderer's own words (``HaapiScreenKit/ScreenKitModule/html``)
    /// when they are not registered yet.
    var withHTMLWords: ThemeRegistry {
        guard !moduleNames.contains(ScreenKitModule.html.name) else { return self }
        return (try? registering(.html)) ?? self
    }
}
