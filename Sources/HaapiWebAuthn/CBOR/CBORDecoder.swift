/// A strict decoder of the CBOR subset WebAuthn uses (CTAP2 canonical CBOR: definite
/// lengths, shortest encodings, no tags or floats).
///
/// It refuses, each with its own ``CBORError/Reason``: truncated input, nesting past
/// the limit, declared lengths longer than the input or the limit (checked before any
/// storage is set aside), too many items, duplicate map keys, indefinite lengths, tags,
/// floats, simple values other than `false`, `true` and `null`, reserved additional
/// information, invalid UTF-8, integers and lengths not in their shortest form, and
/// bytes after the item. Map keys may come in any order (the encoder sorts them; the
/// decoder does not insist, as some authenticators do not).
///
/// ```swift
/// let object = try CBORDecoder().decode(attestationObjectBytes)
/// // authenticator data holds a COSE key followed by more bytes:
/// let (key, used) = try CBORDecoder().decodePrefix(keyAndExtensions)
/// ```
public struct CBORDecoder: Sendable, Hashable {
    /// The limits applied to every input.
    public var limits: CBORDecodingLimits

    /// Creates a decoder with `limits` (by default ``CBORDecodingLimits/webAuthn``).
    public init(limits: CBORDecodingLimits = .webAuthn) {
        self.limits = limits
    }

    /// Decodes `bytes`, which must hold exactly one item.
    ///
    /// - Throws: ``CBORError``, with ``CBORError/Reason/trailingBytes(count:)`` when bytes follow the item.
    public func decode(_ bytes: some Collection<UInt8>) throws(CBORError) -> CBORValue {
        let (value, used) = try decodePrefix(bytes)
        guard used == bytes.count else {
            throw CBORError(.trailingBytes(count: bytes.count - used), offset: used)
        }
        return value
    }

    /// Decodes the one item at the start of `bytes` and says how many bytes it took; the
    /// rest is left unread (authenticator data holds a COSE key and then extensions).
    ///
    /// - Throws: ``CBORError`` for the first problem found in that item.
    public func decodePrefix(_ bytes: some Collection<UInt8>) throws(CBORError) -> (value: CBORValue, byteCount: Int) {
        guard bytes.count <= limits.maximumInputSize else {
            throw CBORError(.inputTooLarge(size: bytes.count, limit: limits.maximumInputSize), offset: 0)
        }
        var reader = CBORReader(bytes: Array(bytes), limits: limits)
        let value = try reader.readItem()
        return (value, reader.offset)
    }
}
