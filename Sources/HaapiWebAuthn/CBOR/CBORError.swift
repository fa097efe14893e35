/// Why CBOR bytes were refused, where (the byte offset of the item at fault) and in
/// which item (a path such as `$.attStmt.x5c[0]`).
///
/// The description never includes the bytes themselves, only their structure, so it is
/// safe to log even when the input holds keys or signatures.
public struct CBORError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the input.
    public enum Reason: Sendable, Hashable {
        /// The input ends inside an item.
        case truncated
        /// The input is larger than ``CBORDecodingLimits/maximumInputSize``.
        case inputTooLarge(size: Int, limit: Int)
        /// Arrays and maps nest deeper than ``CBORDecodingLimits/maximumDepth``.
        case nestingTooDeep(limit: Int)
        /// A string or container declares more bytes or items than the input has left.
        case declaredLengthExceedsInput(declared: UInt64, remaining: Int)
        /// A string declares more bytes than ``CBORDecodingLimits/maximumStringLength``.
        case declaredLengthExceedsLimit(declared: UInt64, limit: Int)
        /// More items than ``CBORDecodingLimits/maximumItemCount``.
        case tooManyItems(limit: Int)
        /// A map has the same key twice.
        case duplicateMapKey
        /// An indefinite-length string, array or map (CTAP2 canonical CBOR has none).
        case indefiniteLength
        /// Bytes follow the single item the input must hold.
        case trailingBytes(count: Int)
        /// A tagged item (major type 6).
        case tagNotAllowed(tag: UInt64)
        /// A half, single or double precision float.
        case floatNotAllowed
        /// A simple value other than `false`, `true` and `null` (for example `undefined`, 23).
        case simpleValueNotAllowed(UInt8)
        /// Additional information 28, 29 or 30 (reserved), or 31 where no indefinite length exists.
        case reservedAdditionalInformation(UInt8)
        /// A "break" stop code outside an indefinite-length item.
        case unexpectedBreak
        /// A text string that is not valid UTF-8.
        case invalidUTF8
        /// An integer, length or count not written in its shortest form (CTAP2 canonical CBOR requires it).
        case nonShortestEncoding
    }

    /// What is wrong.
    public var reason: Reason
    /// The byte offset (from the start of the decoded bytes) of the item at fault.
    public var offset: Int
    /// Which item: `$` is the top item, `.name` a map value under a text key, `[3]` an
    /// array element or a map value under an integer key, and `(map key 2)` the second key of a map.
    public var path: String

    /// Creates an error.
    public init(_ reason: Reason, offset: Int, path: String = "$") {
        self.reason = reason
        self.offset = offset
        self.path = path
    }

    public var description: String {
        "CBOR at byte \(offset) (\(path)): \(reasonDescription)"
    }

    /// The reason alone, without the place.
    public var reasonDescription: String {
        switch reason {
        case .truncated: "the input ends inside an item"
        case .inputTooLarge(let size, let limit): "the input is \(size) bytes, more than the limit of \(limit)"
        case .nestingTooDeep(let limit): "arrays and maps nest deeper than \(limit) levels"
        case .declaredLengthExceedsInput(let declared, let remaining):
            "the item declares \(declared) bytes or items, but only \(remaining) bytes remain"
        case .declaredLengthExceedsLimit(let declared, let limit): "the string declares \(declared) bytes, more than the limit of \(limit)"
        case .tooManyItems(let limit): "more than \(limit) items"
        case .duplicateMapKey: "the map repeats a key"
        case .indefiniteLength: "indefinite lengths are not allowed"
        case .trailingBytes(let count): "\(count) bytes follow the item"
        case .tagNotAllowed(let tag): "tags are not allowed (tag \(tag))"
        case .floatNotAllowed: "floating-point numbers are not allowed"
        case .simpleValueNotAllowed(let value): "the simple value \(value) is not allowed (only false, true and null)"
        case .reservedAdditionalInformation(let info): "additional information \(info) is reserved here"
        case .unexpectedBreak: "a break stop code outside an indefinite-length item"
        case .invalidUTF8: "the text string is not valid UTF-8"
        case .nonShortestEncoding: "an integer or length is not in its shortest form"
        }
    }
}
