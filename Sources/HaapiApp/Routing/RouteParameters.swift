import Foundation
import HaapiJOSE
import HaapiModel

/// The parameters of each action, read from a ``RouteQuery`` and checked.
enum RouteParameters {
    /// The most language tags `ui_locales` may list.
    static let maximumLocales = 10
    /// The largest onboarding configuration, in bytes once decoded.
    static let maximumConfigurationSize = 16 * 1024
    /// The longest sign-in request, in characters.
    static let maximumRequestLength = 8 * 1024

    /// `login`: optional `login_hint`, `acr` and `ui_locales`.
    static func login(_ query: RouteQuery) throws(HaapiKitError) -> HaapiKitLoginParameters {
        var parameters = HaapiKitLoginParameters()
        if let hint = try query.value("login_hint") {
            guard (1...256).contains(hint.unicodeScalars.count), !hint.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else { throw RouteQuery.invalid("login_hint", "must be 1 to 256 characters without control characters") }
            parameters.loginHint = hint
        }
        if let acr = try query.value("acr") {
            guard (1...256).contains(acr.utf8.count), TextRules.isPrintableASCII(acr, allowingSpace: false) else {
                throw RouteQuery.invalid("acr", "must be 1 to 256 printable ASCII characters without spaces")
            }
            parameters.acr = acr
        }
        if let locales = try query.value("ui_locales") {
            parameters.uiLocales = try languageTags(locales)
        }
        return parameters
    }

    /// `onboard`: optional `config`, base64url (no padding) of a JSON object of at most 16 KiB.
    static func onboardingConfiguration(_ query: RouteQuery) throws(HaapiKitError) -> Data? {
        guard let text = try query.value("config") else { return nil }
        guard text.utf8.count <= (maximumConfigurationSize * 4 + 2) / 3 else {
            throw RouteQuery.invalid("config", "is larger than \(maximumConfigurationSize) bytes")
        }
        let data: Data
        do throws(Base64URLError) {
            data = try Base64URL.decode(text)
        } catch {
            throw RouteQuery.invalid("config", "is not base64url without padding (\(error))")
        }
        let value: JSONValue
        do throws(HaapiDecodingError) {
            value = try JSONValue.parse(data, limits: JSONParsingLimits(maximumDocumentSize: maximumConfigurationSize))
        } catch {
            throw RouteQuery.invalid("config", "is not JSON (\(error))")
        }
        guard case .object = value else {
            throw RouteQuery.invalid("config", "is \(value.typeDescription), not a JSON object")
        }
        return data
    }

    /// `activate`: required `code`, 4...64 characters of `A-Z a-z 0-9 -`.
    static func activationCode(_ query: RouteQuery) throws(HaapiKitError) -> String {
        let code = try query.required("code")
        guard (4...64).contains(code.utf8.count), code.utf8.allSatisfy({ TextRules.isASCIIAlphanumeric($0) || $0 == UInt8(ascii: "-") }) else {
            throw RouteQuery.invalid("code", "must be 4 to 64 characters of A-Z, a-z, 0-9 and -")
        }
        return code
    }

    /// `approve`: required `request`, a compact JWS of at most 8 KiB.
    static func signInRequest(_ query: RouteQuery) throws(HaapiKitError) -> String {
        let request = try query.required("request")
        guard request.utf8.count <= maximumRequestLength else {
            throw RouteQuery.invalid("request", "is longer than \(maximumRequestLength) characters")
        }
        let parts = request.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && TextRules.isBase64URLAlphabet($0) }) else {
            throw RouteQuery.invalid("request", "is not a compact JWS (three non-empty base64url parts separated by dots)")
        }
        return request
    }

    /// `ui_locales`: 1...10 language tags separated by spaces or `+`.
    private static func languageTags(_ text: String) throws(HaapiKitError) -> [String] {
        let tags = text.split(whereSeparator: { $0 == " " || $0 == "+" }).map(String.init)
        guard !tags.isEmpty else { throw RouteQuery.invalid("ui_locales", "lists no language tags") }
        guard tags.count <= maximumLocales else {
            throw RouteQuery.invalid("ui_locales", "lists \(tags.count) language tags, more than \(maximumLocales)")
        }
        for (index, tag) in tags.enumerated() where !isLanguageTag(tag) {
            throw RouteQuery.invalid("ui_locales", "tag \(index + 1) is not a language tag such as en or nl-NL")
        }
        return tags
    }

    /// `[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*`.
    private static func isLanguageTag(_ tag: String) -> Bool {
        let subtags = tag.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard let primary = subtags.first, (1...8).contains(primary.count), primary.allSatisfy(TextRules.isASCIILetter) else { return false }
        return subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy(TextRules.isASCIIAlphanumeric) }
    }
}
