/// One challenge of a `WWW-Authenticate` header: a scheme and its parameters.
///
/// ```swift
/// let challenges = WWWAuthenticateChallenge.parse(#"DPoP error="use_dpop_nonce", algs="ES256""#)
/// challenges.first?.parameters["error"]   // "use_dpop_nonce"
/// ```
struct WWWAuthenticateChallenge: Sendable, Hashable {
    /// The scheme, lower-cased (`dpop`, `bearer`).
    var scheme: String
    /// Parameters with lower-cased names and unquoted values.
    var parameters: [String: String]

    /// Parses a header value into its challenges (RFC 9110 section 11.6.1), leniently.
    static func parse(_ header: String) -> [WWWAuthenticateChallenge] {
        var scanner = Scanner(Array(header.unicodeScalars))
        var challenges: [WWWAuthenticateChallenge] = []
        while !scanner.atEnd {
            scanner.skip { $0 == " " || $0 == "," || $0 == "\t" }
            let scheme = scanner.token()
            guard !scheme.isEmpty else {
                _ = scanner.next()
                continue
            }
            var challenge = WWWAuthenticateChallenge(scheme: scheme.lowercased(), parameters: [:])
            while true {
                scanner.skip { $0 == " " || $0 == "\t" }
                let mark = scanner.position
                let name = scanner.token()
                scanner.skip { $0 == " " || $0 == "\t" }
                guard !name.isEmpty, scanner.peek() == "=" else {
                    scanner.position = mark
                    break
                }
                _ = scanner.next()
                scanner.skip { $0 == " " || $0 == "\t" }
                let value = scanner.peek() == "\"" ? scanner.quoted() : scanner.token()
                challenge.parameters[name.lowercased()] = value
                scanner.skip { $0 == " " || $0 == "\t" }
                if scanner.peek() == "," { _ = scanner.next() }
            }
            challenges.append(challenge)
        }
        return challenges
    }

    /// Whether any `DPoP` challenge in the response's `WWW-Authenticate` headers says `use_dpop_nonce`.
    static func demandsNonce(_ response: TransportResponse) -> Bool {
        response.headers.values(for: "WWW-Authenticate").flatMap(parse).contains {
            $0.scheme == "dpop" && $0.parameters["error"] == "use_dpop_nonce"
        }
    }

    /// The first `error` / `error_description` in the response's challenges.
    static func error(in response: TransportResponse) -> (error: String, description: String?)? {
        for challenge in response.headers.values(for: "WWW-Authenticate").flatMap(parse) {
            if let error = challenge.parameters["error"] {
                return (error, challenge.parameters["error_description"])
            }
        }
        return nil
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var position = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { position >= scalars.count }
        func peek() -> Unicode.Scalar? { atEnd ? nil : scalars[position] }

        mutating func next() -> Unicode.Scalar? {
            defer { position += 1 }
            return peek()
        }

        mutating func skip(while predicate: (Unicode.Scalar) -> Bool) {
            while let s = peek(), predicate(s) { position += 1 }
        }

        mutating func token() -> String {
            var out = String.UnicodeScalarView()
            while let s = peek(), Self.isTokenChar(s) {
                out.append(s)
                position += 1
            }
            return String(out)
        }

        mutating func quoted() -> String {
            _ = next()
            var out = String.UnicodeScalarView()
            while let s = next() {
                if s == "\"" { break }
                if s == "\\", let escaped = next() {
                    out.append(escaped)
                } else {
                    out.append(s)
                }
            }
            return String(out)
        }

        static func isTokenChar(_ s: Unicode.Scalar) -> Bool {
            if s.value > 0x7E || s.value <= 0x20 { return false }
            return !"\"(),/:;<=>?@[\\]{}".unicodeScalars.contains(s)
        }
    }
}
