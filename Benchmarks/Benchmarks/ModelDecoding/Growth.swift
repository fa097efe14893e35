import Benchmark
import Foundation
import HaapiModel

/// Synthetic documents of growing size, to see whether decoding stays linear:
/// `compare.py` divides each median by the number of items, so a per-item cost that
/// grows with the size is the mark of quadratic work.
enum Growth {
    /// One synthetic document: its name (`compare.py` reads the item count from it) and its bytes.
    struct Document {
        let name: String
        let bytes: [UInt8]
    }

    /// A selector of `count` authenticator options, each a form with a relative `href`.
    static func selector(options count: Int) -> Document {
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
    static func messages(_ count: Int) -> Document {
        let messages = (0..<count).map { i in #"{"text":"Message number \#(i) for the person","classList":["info"]}"# }
        let text = #"{"type":"authentication-step","messages":["# + messages.joined(separator: ",") + "]}"
        return Document(name: "messages \(count)", bytes: Array(text.utf8))
    }

    /// A step with one message of about `size` bytes: lines of text with escaped newlines and some non-ASCII.
    static func largeMessage(bytes size: Int) -> Document {
        let line = #"Ett långt meddelande – a long message line with \"quotes\" and text.\n"#
        let body = String(repeating: line, count: size / line.utf8.count)
        let text = #"{"type":"authentication-step","messages":[{"text":""# + body + #"","classList":["info"]}]}"#
        return Document(name: "message 1 MB", bytes: Array(text.utf8))
    }

    static let documents: [Document] =
        [10, 100, 1_000, 10_000].map { selector(options: $0) } + [1, 10, 100, 1_000].map { messages($0) }
        + [largeMessage(bytes: 1 << 20)]

    static func register(decoder: HaapiDecoder) {
        for document in documents {
            let bytes = document.bytes
            let data = Data(bytes)
            // Whole documents, timed one at a time: the largest take milliseconds.
            let configuration = Benchmark.Configuration(
                timeUnits: .nanoseconds, warmupIterations: 2, scalingFactor: .one, maxDuration: .seconds(2),
                maxIterations: 200)
            Benchmark("Growth HaapiDecoder \(document.name)", configuration: configuration) { benchmark in
                blackHole(try decoder.decode(bytes))
            }
            Benchmark("Growth JSONSerialization \(document.name)", configuration: configuration) { benchmark in
                blackHole(try JSONSerialization.jsonObject(with: data))
            }
        }
    }
}
