import Crypto
import Foundation
import HaapiModel

/// One form as posted to a flow: which flow, where, and a digest of its fields (the
/// values themselves, a password say, are not kept).
struct FormSubmission: Hashable, Sendable {
    let flow: String
    let path: String
    let digest: String

    init(flow: String, path: String, form: FormParameters) {
        self.flow = flow
        self.path = path
        var fields = form.pairs.map { "\($0.name)=\($0.value)" }.sorted()
        fields += form.structured.keys.sorted()
        digest = SHA256.hash(data: Data(fields.joined(separator: "&").utf8)).map { String(format: "%02x", $0) }.joined()
    }
}

extension ServerState {
    /// Counts a posted form.
    func noteSubmission(_ submission: FormSubmission) {
        submissions[submission, default: 0] += 1
    }

    /// The forms posted so far: how many in all, and the paths of those posted more than once.
    func submissionsJSON() -> JSONValue {
        let repeated = submissions.filter { $0.value > 1 }.sorted { ($0.key.path, $0.value) < ($1.key.path, $1.value) }
        return [
            "total": .number(JSONNumber(submissions.values.reduce(0, +))),
            "repeated": .array(repeated.map { ["path": .string($0.key.path), "count": .number(JSONNumber($0.value))] }),
        ]
    }
}
