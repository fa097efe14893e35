/// A request that reached the dev server through the foreign origin a hostile server
/// advertises (`http://localhost:<port>` while it is `http://127.0.0.1:<port>`): what a
/// client leaked to "another origin". Only names and sizes are kept, never values.
public struct ForeignOriginRequest: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The method.
    public var method: String
    /// The path, without query.
    public var path: String
    /// Which credential headers came along (`Authorization`, `DPoP`, `Session-Id`, `Cookie`), lower-cased.
    public var credentialHeaders: [String]
    /// The names of the form fields in the body (e.g. `password`), sorted.
    public var formFields: [String]

    /// Creates a record.
    public init(method: String, path: String, credentialHeaders: [String], formFields: [String]) {
        self.method = method
        self.path = path
        self.credentialHeaders = credentialHeaders
        self.formFields = formFields
    }

    public var description: String {
        "\(method) \(path) with headers [\(credentialHeaders.joined(separator: ", "))] and fields [\(formFields.joined(separator: ", "))]"
    }
}
