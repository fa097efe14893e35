/// What a HAAPI server answers: a step to show, or a problem.
public enum HaapiDocument: HaapiJSONConvertible, Hashable {
    /// A step (`application/vnd.auth+json`).
    case representation(Representation)
    /// An error (`application/problem+json`).
    case problem(Problem)

    /// The step, when this is one.
    public var representation: Representation? {
        if case .representation(let r) = self { return r }
        return nil
    }

    /// The problem, when this is one.
    public var problem: Problem? {
        if case .problem(let p) = self { return p }
        return nil
    }

    /// Reads a document, telling a problem from a step by its `type`: problems have
    /// a URI (`https://curity.se/problems/...`), steps a plain name.
    public init(json: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        guard case .object(let members) = json else {
            throw HaapiDecodingError(.typeMismatch(expected: "an object", found: json.typeDescription), at: path)
        }
        let isProblem = members["type"]?.stringValue.map(HaapiDocument.isProblemType) ?? false
        // The document is handed over whole (see `JSONObjectReader`).
        if isProblem {
            self = .problem(try Problem(json: consume json, at: path, context: context))
        } else {
            self = .representation(try Representation(json: consume json, at: path, context: context))
        }
    }

    public var json: JSONValue {
        switch self {
        case .representation(let r): r.json
        case .problem(let p): p.json
        }
    }

    /// Whether `type` names a problem: an absolute URI such as `https://curity.se/problems/...`.
    static func isProblemType(_ type: String) -> Bool {
        type.hasPrefix("urn:") || type == "about:blank" || containsSchemeSeparator(type)
    }

    /// Whether `text` holds `://` (a byte loop: Foundation's and the standard library's
    /// substring searches cost more than decoding a small document).
    private static func containsSchemeSeparator(_ text: String) -> Bool {
        var (twoBack, oneBack): (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if twoBack == UInt8(ascii: ":"), oneBack == UInt8(ascii: "/"), byte == UInt8(ascii: "/") { return true }
            (twoBack, oneBack) = (oneBack, byte)
        }
        return false
    }
}
