/// Server hints for choosing a screen: `metadata {viewName?, templateArea?}`.
public struct Metadata: HaapiJSONConvertible, Hashable {
    /// The server template that produced the step, e.g. `authenticator/html-form/authenticate/get`.
    public var viewName: String?
    /// The template area the step belongs to, e.g. `html1`.
    public var templateArea: String?
    /// Members this version does not know, kept as sent.
    public var additionalMembers: [String: JSONValue]

    /// Creates metadata.
    public init(viewName: String? = nil, templateArea: String? = nil, additionalMembers: [String: JSONValue] = [:]) {
        self.viewName = viewName
        self.templateArea = templateArea
        self.additionalMembers = additionalMembers
    }

    public init(json: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        var r = try JSONObjectReader(json, at: path, context: context)
        viewName = try r.string("viewName")
        templateArea = try r.string("templateArea")
        additionalMembers = r.remaining
    }

    public var json: JSONValue {
        var w = JSONObjectWriter(additionalMembers)
        w.set("viewName", viewName)
        w.set("templateArea", templateArea)
        return w.json
    }
}
