import HaapiModel

extension PollingProperties {
    /// These properties with their times written as text (`"maxWaitTime": "180"`), as
    /// some servers send them (``AuthenticatorConfiguration/numbersAsText``); unchanged
    /// when `asText` is false.
    func writingNumbers(asText: Bool) -> PollingProperties {
        guard asText else { return self }
        var written = self
        for (key, value) in [("maxWaitTime", maxWaitTime), ("maxWaitRemainingTime", maxWaitRemainingTime), ("interval", interval)] {
            if let number = value.flatMap(JSONNumber.init) { written.additionalMembers[key] = .string(number.literal) }
        }
        written.maxWaitTime = nil
        written.maxWaitRemainingTime = nil
        written.interval = nil
        return written
    }
}
