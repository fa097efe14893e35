/// The order of the passcode-create screens (seed 002 documents two).
public enum PasscodeCreateOrder: String, Sendable, Hashable, Codable, CaseIterable {
    /// Enter the passcode, confirm it, then enable biometrics (Enable / Not Now): the
    /// order of the seed's overview, and the default.
    case passcodeFirst
    /// The newer order of `FUIPasscodeCreateController`: biometrics first. With
    /// biometrics enrolled only Enable is offered: a passcode is generated, protected by
    /// biometrics and tried, and the person never types one. With nobody enrolled, Enable
    /// and Not Now: Enable says how to enrol and offers Settings (when the app gives the
    /// controller a way to open them); Not Now goes to entering and confirming a passcode.
    /// Without biometrics (or when the policy does not allow them) the passcode is entered.
    case biometricsFirst
}
