/// Checks an e-mail address before a screen sends it anywhere (discovery), so
/// the person sees what is wrong under the field.
package enum EmailAddress {
    /// Why an address was refused.
    package enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// Nothing was entered.
        case empty
        /// Longer than ``maximumLength`` characters.
        case tooLong(maximum: Int)
        /// Not of the form `name@domain.tld`.
        case invalid

        package var description: String {
            switch self {
            case .empty: "the address is empty"
            case .tooLong(let maximum): "the address is longer than \(maximum) characters"
            case .invalid: "the address is not of the form name@domain.tld"
            }
        }
    }

    /// The longest address accepted (RFC 5321's limit on a path, less the brackets).
    package static let maximumLength = 254

    /// The address without surrounding white space, or the problem with it.
    ///
    /// Accepted: a local part of 1 to 64 characters without white space, control
    /// characters, `@` or the characters RFC 5322 reserves (`()<>[]:;,\"`), no
    /// leading, trailing or double dots; a domain of dot-separated labels of
    /// letters, digits and inner hyphens (1 to 63 each), the last one at least two
    /// letters. Non-ASCII letters are allowed (internationalised addresses).
    package static func validate(_ input: String) -> Result<String, Problem> {
        let address = input.trimmingWhiteSpace()
        guard !address.isEmpty else { return .failure(.empty) }
        guard address.count <= maximumLength else { return .failure(.tooLong(maximum: maximumLength)) }
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, isLocalPart(parts[0]), isDomain(parts[1]) else { return .failure(.invalid) }
        return .success(address)
    }

    private static let reserved: Set<Character> = ["(", ")", "<", ">", "[", "]", ":", ";", ",", "\\", "\""]

    private static func isLocalPart(_ local: Substring) -> Bool {
        guard (1...64).contains(local.count), !local.hasPrefix("."), !local.hasSuffix("."), !local.contains("..") else {
            return false
        }
        return local.allSatisfy { character in
            !reserved.contains(character) && !character.isWhitespace && !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }
    }

    private static func isDomain(_ domain: Substring) -> Bool {
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let last = labels.last, last.count >= 2, last.allSatisfy(\.isLetter) else { return false }
        return labels.allSatisfy { label in
            (1...63).contains(label.count) && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
        }
    }
}

extension String {
    /// The string without white space and newlines at either end.
    func trimmingWhiteSpace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
