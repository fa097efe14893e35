import HaapiModel

extension FormParameters {
    /// The value of `name` when it is printable ASCII (space to `~`), given once, at most
    /// `maxLength` characters; otherwise `nil`, with the reason added to `invalid`. An
    /// empty value counts as absent (an error only when `required`).
    func printableASCII(_ name: String, maxLength: Int, required: Bool, into invalid: inout [InvalidField]) -> String? {
        let values = pairs.filter { $0.name == name }.map(\.value)
        guard values.count <= 1 else {
            invalid.append(InvalidField(name: name, reason: .invalidValue, detail: "\(name) is given more than once"))
            return nil
        }
        guard let value = values.first, !value.isEmpty else {
            if required { invalid.append(InvalidField(name: name, reason: .missing, detail: "\(name) is required")) }
            return nil
        }
        guard value.unicodeScalars.count <= maxLength else {
            invalid.append(InvalidField(name: name, reason: .invalidValue, detail: "\(name) has at most \(maxLength) characters"))
            return nil
        }
        guard value.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }) else {
            invalid.append(InvalidField(name: name, reason: .invalidValue, detail: "\(name) must be printable ASCII"))
            return nil
        }
        return value
    }
}
