/// Limits that keep hostile CBOR cheap to refuse. The defaults (``webAuthn``) are far
/// above any attestation object, authenticator data or COSE key a real authenticator
/// sends, and small enough that no input makes the decoder work hard.
public struct CBORDecodingLimits: Sendable, Hashable {
    /// The largest input accepted, in bytes (checked before anything is read).
    public var maximumInputSize: Int
    /// The deepest nesting of arrays and maps: 1 allows a map of scalars, 2 a map of maps.
    /// The decoder recurses once per level, so this also bounds its stack.
    public var maximumDepth: Int
    /// The longest byte or text string accepted, in bytes.
    public var maximumStringLength: Int
    /// The most data items in one input, counting every key, value and element.
    public var maximumItemCount: Int

    /// Creates limits.
    public init(
        maximumInputSize: Int = 64 * 1024, maximumDepth: Int = 16, maximumStringLength: Int = 64 * 1024,
        maximumItemCount: Int = 4096
    ) {
        self.maximumInputSize = maximumInputSize
        self.maximumDepth = maximumDepth
        self.maximumStringLength = maximumStringLength
        self.maximumItemCount = maximumItemCount
    }

    /// 64 KiB of input, 16 levels, strings up to 64 KiB, 4096 items: the defaults.
    public static let webAuthn = CBORDecodingLimits()
}
