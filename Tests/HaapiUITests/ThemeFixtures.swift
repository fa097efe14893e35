import Foundation

/// Theme documents used by the theme tests.
enum ThemeFixtures {
    /// Wraps `body` (dictionary content) in a property list document.
    static func plist(_ body: String) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>
        """.utf8)
    }

    /// Seed 004's CustomTheme.plist, with the two colours it names defined.
    static let seed004 = plist("""
        <key>Colors</key>
        <dict>
            <key>app_background</key>
            <dict><key>light</key><string>#FAFAFA</string><key>dark</key><string>#101010</string></dict>
            <key>login_button_color</key>
            <string>#FF6600</string>
        </dict>
        <key>HaapiFlowViewController</key>
        <dict>
            <key>backgroundColorName</key>
            <string>app_background</string>
            <key>closeButtonImageName</key>
            <string>xmark</string>
            <key>closeButtonMinHeight</key>
            <integer>30</integer>
            <key>closeButtonMinWidth</key>
            <integer>30</integer>
            <key>closeButtonTintColorName</key>
            <string>login_button_color</string>
            <key>paddingBottom</key>
            <integer>0</integer>
            <key>paddingLeft</key>
            <integer>0</integer>
            <key>paddingRight</key>
            <integer>0</integer>
            <key>paddingTop</key>
            <integer>0</integer>
        </dict>
        """)

    /// A JSON theme in the shape of seed 003, with styles and strings.
    static let json = Data("""
        {
          "colors": {
            "brand": { "light": "#0044CCFF", "dark": "#99BBFF" },
            "hui_accent": { "light": "#112233" }
          },
          "dimensions": { "gap": 12, "hui_corner_radius": 4 },
          "textStyles": {
            "brand_title": { "fontFamily": "Times New Roman", "style": "Bold Italic", "size": 24 },
            "hui_body": { "size": 17 }
          },
          "styles": {
            "PrimaryButton": { "backgroundColorName": "brand", "paddingTop": "gap", "textAppearance": "brand_title" },
            "BankIdViewController": { "spacing": 20, "PrimaryButton": { "backgroundColorName": "hui_error" } }
          },
          "strings": {
            "nl": { "hui_or": "Ofwel" },
            "en": { "hui_polling_seconds": { "one": "%d sec", "other": "%d secs" } }
          }
        }
        """.utf8)
}
