extension PasscodeLockout: PasscodeTryCounter {
    public func gate() async -> PasscodeInputStateMachine.Gate {
        (await state()).gate
    }

    public func countFailure() async -> PasscodeInputStateMachine.Gate {
        await recordFailure().gate
    }
}

extension LockoutState {
    /// What the passcode input flow makes of the state.
    public var gate: PasscodeInputStateMachine.Gate {
        switch self {
        case .open(_, let tries): .open(triesRemaining: tries)
        case .waiting(let remaining, _, let tries): .wait(remaining: remaining, triesRemaining: tries)
        case .locked: .locked
        }
    }
}
