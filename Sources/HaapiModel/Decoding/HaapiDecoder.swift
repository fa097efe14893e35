public import Foundation

/// Reads HAAPI documents from the bytes a server sent.
///
/// ```swift
/// let decoder = HaapiDecoder(baseURL: URL(string: "https://login.example.com/authn/authenticate")!)
/// switch try decoder.decode(body) {
/// case .representation(let step): show(step)
/// case .problem(let problem): report(problem)
/// }
/// ```
///
/// Every failure is a `HaapiDecodingError` naming the JSON path and the reason.
public struct HaapiDecoder: Sendable {
    /// The URL the documents were fetched from; relative `href`s resolve against it.
    public var baseURL: URL? {
        didSet { context.baseURL = baseURL }
    }
    /// Whether numbers and booleans sent as text are read (the default) or refused.
    public var scalars: ScalarReading {
        get { context.scalars }
        set { context.scalars = newValue }
    }
    /// Size and depth limits.
    public var limits: JSONParsingLimits
    /// What every document's decoding starts from (the base URL worked out once).
    private var context: HaapiDecodingContext

    /// Creates a decoder.
    public init(baseURL: URL? = nil, limits: JSONParsingLimits = JSONParsingLimits(), scalars: ScalarReading = .lenient) {
        self.baseURL = baseURL
        self.limits = limits
        context = HaapiDecodingContext(baseURL: baseURL, scalars: scalars)
    }

    /// Reads a step or a problem.
    public func decode(_ data: some Collection<UInt8>) throws(HaapiDecodingError) -> HaapiDocument {
        try decode(HaapiDocument.self, from: data)
    }

    /// Reads any model value (a `Representation`, a `Problem`, a `Field`, ...).
    public func decode<T: HaapiJSONConvertible>(_ type: T.Type, from data: some Collection<UInt8>)
        throws(HaapiDecodingError) -> T
    {
        let json = try JSONValue.parse(data, limits: limits)
        do {
            // The document is handed over whole, so that its objects are read in place.
            return try T(json: consume json, at: .untracked, context: context)
        } catch {
            // Again, keeping the path this time, to say where it failed.
            return try T(json: JSONValue.parse(data, limits: limits), at: .root, context: context)
        }
    }
}

extension HaapiJSONConvertible {
    /// This value as JSON text, members sorted, so equal values give equal bytes.
    public func jsonData(options: JSONWritingOptions = []) -> [UInt8] {
        json.serialized(options: options)
    }
}
