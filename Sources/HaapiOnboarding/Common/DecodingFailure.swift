/// Says where and why decoding a saved value failed ("step: the data isn't in the
/// correct format"), for the errors of the files the onboarding keeps.
enum DecodingFailure {
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "invalid JSON" }
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .keyNotFound(_, let found), .dataCorrupted(let found):
            context = found
        @unknown default:
            return "invalid"
        }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    }
}
