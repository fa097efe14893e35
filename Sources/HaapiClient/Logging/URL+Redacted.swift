public import Foundation

extension URL {
    /// Scheme, host, port and path only: queries and fragments can carry codes, nonces
    /// and form values, so they never reach a log or an error message.
    public var redactedDescription: String {
        guard var components = URLComponents(url: self, resolvingAgainstBaseURL: true) else {
            return "(unparsable URL)"
        }
        let hadQuery = components.query != nil
        components.query = nil
        components.fragment = nil
        components.user = nil
        components.password = nil
        let base = components.string ?? "(unparsable URL)"
        return hadQuery ? base + "?…" : base
    }
}
