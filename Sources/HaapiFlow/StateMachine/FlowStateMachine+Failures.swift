import HaapiClient

extension FlowStateMachine {
    /// Request `requestID` failed with `error`: what that means depends on why it was sent.
    mutating func requestFailed(_ error: HaapiFlowError, requestID: Int) -> [FlowEffect] {
        guard state.phase == .running, let inFlight = state.inFlight, inFlight.id == requestID else {
            return [.diagnostic(.staleEventIgnored("failure of request \(requestID)"))]
        }
        if case .client(.cancelled) = error {
            // Only the driver cancels requests, when the flow no longer waits for them.
            return [.diagnostic(.staleEventIgnored("cancelled request \(requestID)"))]
        }
        state.inFlight = nil
        switch inFlight.purpose {
        case .poll:
            return pollFailed(error)
        case .person:
            if Self.endsFlow(error) { return finish(.failed(error)) }
            // The screen stays; the person may try again (polling goes on if it was running).
            return [.rejectAction(error)] + resumePolling()
        case .exchange:
            if case .client(.oauth(let oauth)) = error { return finish(.oauthError(oauth)) }
            return finish(.failed(error))
        case .start, .restart, .redirect, .pollingOutcome, .clientOperation:
            return finish(.failed(error))
        }
    }

    /// Errors after which the flow cannot go on safely.
    static func endsFlow(_ error: HaapiFlowError) -> Bool {
        guard case .client(let clientError) = error else { return false }
        switch clientError {
        case .security, .dpop, .configuration, .storage, .registration, .protocolViolation: return true
        case .network, .httpStatus, .oauth, .invalidUse, .cancelled: return false
        // Without a client attestation token no request gets through; a retryable failure
        // (an expired challenge, a busy server) may go away on the next try.
        case .attestation(let failure): return !failure.isRetryable
        }
    }
}
