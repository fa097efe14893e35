/// Makes a passcode that meets a policy, for the biometrics-first create order
/// (``PasscodeCreateOrder/biometricsFirst``): the person never sees it; biometrics
/// release it.
///
/// ```swift
/// var random = SystemRandomNumberGenerator()
/// let passcode = PasscodeGenerator.generate(for: .standard, using: &random)   // 24 characters
/// ```
public enum PasscodeGenerator {
    /// The length made when the policy allows it.
    public static let preferredLength = 24

    private static let upper = Array("ABCDEFGHJKLMNPQRSTUVWXYZ")
    private static let lower = Array("abcdefghijkmnopqrstuvwxyz")
    private static let digits = Array("0123456789")
    private static let special = Array("-_.!#%+=")

    /// A passcode meeting `policy` made with `random`, or `nil` when what was made does
    /// not meet it (an app's own ``PasscodeRule`` it cannot know of): the person then
    /// enters one.
    public static func generate(for policy: PasscodePolicy, using random: inout some RandomNumberGenerator) -> PendingPasscode? {
        let length = min(max(policy.minLength, preferredLength), policy.maxLength)
        guard length > 0 else { return nil }
        var characters: [Character]
        if policy.isDigitsOnly {
            // Every digit once (in random order) before any repeats: as many different ones as the length allows.
            characters = digits.shuffled(using: &random)
        } else {
            // One of each class, then every character of the classes once, shuffled.
            characters = [upper, lower, digits, special].compactMap { $0.randomElement(using: &random) }
            characters += (upper + lower + digits + special).shuffled(using: &random)
        }
        let pool = policy.isDigitsOnly ? digits : upper + lower + digits
        // Each turn adds one character, so this ends after at most `length` turns.
        while characters.count < length, let next = pool.randomElement(using: &random) { characters.append(next) }
        var value = Array(characters.prefix(length))
        value.shuffle(using: &random)
        let passcode = String(value)
        return policy.isSatisfied(by: passcode) ? PendingPasscode(passcode) : nil
    }
}
