import Foundation
import HaapiClient

/// Where a login is in the sign-in, for the funnel metrics: the server's view of its latest
/// step (`authenticator/html-form/authenticate/get`) and its authenticator (`html-form`),
/// read from the HAAPI answer's `metadata.viewName`. Nothing of the person: a view is the
/// server's page template, and a name of another shape counts as `other`.
struct FunnelStep: Sendable, Hashable {
    /// The server's view name, or `other`.
    var view: String
    /// The authenticator of the view (`html-form`, `bankid`, `passkeys`), or `none` (the
    /// authenticator selection); a login's later steps of no authenticator (the consent, the
    /// authorization response) keep the one it used.
    var authenticator: String

    /// The view of the first step, before the server answered.
    static let start = FunnelStep(view: "start", authenticator: "none")

    /// The step a HAAPI answer shows, when it names its view (``HAAPIAnswerSummary``).
    init?(_ response: TransportResponse) {
        guard let name = HAAPIAnswerSummary(response)?.viewName else { return nil }
        self.init(viewName: name)
    }

    /// The step of view `name`.
    init(viewName name: String) {
        let safe = (1...100).contains(name.utf8.count)
            && name.utf8.allSatisfy { $0.isASCIILetterOrDigit || [UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: ".")].contains($0) }
        view = safe ? name : "other"
        let parts = view.split(separator: "/")
        authenticator = parts.count > 1 && parts[0] == "authenticator" ? String(parts[1]) : "none"
    }

    init(view: String, authenticator: String) {
        self.view = view
        self.authenticator = authenticator
    }

    /// Whether it offers to make a passkey after a sign-in.
    var isPasskeyOffer: Bool { view.hasPrefix("authenticator/passkeys/offer") }

    /// Whether `request` answers a passkey offer with a new passkey (a WebAuthn registration response).
    static func acceptsOffer(_ request: TransportRequest) -> Bool {
        request.bodyText?.contains("attestationObject") == true
    }
}

/// What the operations read of a HAAPI answer: its `type` (`authentication-step`; a
/// problem's type is a URI of the server's own) and its `metadata.viewName`, when it is
/// JSON of at most 1 MiB. The funnel and the traces read it; the flow decodes the answer itself.
struct HAAPIAnswerSummary {
    /// The representation's type, if it has a short one.
    var type: String?
    /// The server's view name, if it has one.
    var viewName: String?

    init?(_ response: TransportResponse) {
        guard response.body.count <= 1 << 20, response.mediaType?.hasSuffix("json") == true,
            let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        else { return nil }
        type = (object["type"] as? String).flatMap { $0.utf8.count <= 200 ? $0 : nil }
        viewName = (object["metadata"] as? [String: Any])?["viewName"] as? String
    }
}

extension UInt8 {
    fileprivate var isASCIILetterOrDigit: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }
}
