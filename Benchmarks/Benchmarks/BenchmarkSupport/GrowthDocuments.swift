import Foundation

/// Synthetic documents of growing size (a selector of 10 to 10 000 options, 1 to 1 000
/// messages, one message of 64 KB to 1 MB), to see whether decoding and rendering stay linear:
/// `compare.py` divides each median by the number of items, so a per-item cost that
/// grows with the size is the mark of quadratic work.
public enum GrowthDocuments {
    /// One synthetic document: its name (`compare.py` reads the item count from it) and its bytes.
    public struct Document: Sendable {
        public let name: String
        public let bytes: [UInt8]
    }

    /// A selector of `count` authenticator options, each a form with a relative `href`.
    public static func selector(options count: Int) -> Document {
        let options = (0..<count).map { i in
            #"{"template":"form","kind":"select-authenticator","title":"Authenticator \#(i)","#
                + #""properties":{"authenticatorType":"html-form"},"#
                + #""model":{"href":"/dev/authn/authenticate/option\#(i)","method":"GET"}}"#
        }
        let text = #"{"type":"authentication-step","actions":[{"template":"selector","kind":"authenticator-selector","#
            + #""title":"Select Authentication Method","model":{"options":["# + options.joined(separator: ",") + "]}}]}"
        return Document(name: "selector \(count) options", bytes: Array(text.utf8))
    }

    /// A step with `count` messages.
    public static func messages(_ count: Int) -> Document {
        let messages = (0..<count).map { i in #"{"text":"Message number \#(i) for the person","classList":["info"]}"# }
        let text = #"{"type":"authentication-step","messages":["# + messages.joined(separator: ",") + "]}"
        return Document(name: "messages \(count)", bytes: Array(text.utf8))
    }

    /// A step with one message of about `size` bytes: lines of text with escaped newlines and some non-ASCII.
    public static func largeMessage(bytes size: Int) -> Document {
        let line = #"Ett långt meddelande – a long message line with \"quotes\" and text.\n"#
        let body = String(repeating: line, count: size / line.utf8.count)
        let text = #"{"type":"authentication-step","messages":[{"text":""# + body + #"","classList":["info"]}]}"#
        let name = size >= 1 << 20 ? "message \(size >> 20) MB" : "message \(size >> 10) KB"
        return Document(name: name, bytes: Array(text.utf8))
    }

    public static let all: [Document] =
        [10, 100, 1_000, 10_000].map { selector(options: $0) } + [1, 10, 100, 1_000].map { messages($0) }
        + [64 << 10, 256 << 10, 1 << 20].map { largeMessage(bytes: $0) }
}
