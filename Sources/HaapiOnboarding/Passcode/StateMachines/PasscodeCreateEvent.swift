/// What happened while creating a passcode: the input of ``PasscodeCreateStateMachine/handle(_:)``.
public enum PasscodeCreateEvent: Sendable, Hashable {
    /// The person entered a passcode; `unmet` is what the policy says of it and
    /// `refusal` what the app's validation delegate said.
    case entered(PendingPasscode, unmet: [PasscodeRequirement], refusal: PasscodeControllerError?)
    /// The person entered the confirmation.
    case confirmed(PendingPasscode)
    /// The person chose Enable (`true`) or Not Now (`false`) on the biometrics step.
    case choseBiometrics(Bool)
    /// Biometrics were decided (``PasscodeCreateStateMachine/biometrics`` is set): in the
    /// biometrics-first order their step shows first when they are offered; on their
    /// step with nobody enrolled, an enrolment made since counts.
    case begin
    /// Enable with biometrics enrolled, in the biometrics-first order: `passcode` was
    /// generated (``PasscodeGenerator``), to be protected by biometrics and tried.
    case generated(PendingPasscode)
    /// The delegate accepted the passcode.
    case accepted
    /// The delegate refused the passcode.
    case refused(PasscodeControllerError)
    /// Protecting with biometrics ended (`false`: it failed; the passcode still works).
    case protected(Bool)
    /// The person went back from the confirmation to the first entry.
    case back
    /// The person skipped (only when the policy allows it).
    case skip
    /// The person cancelled.
    case cancel
}
