import Foundation
import HaapiClient
import HaapiFlow
import HaapiUI
import Logging
import Tracing

/// Writing logins to the store: every write is the next version of the record, and a
/// login claims its record before each request to the HAAPI server.
extension WebLogins {
    /// Files `login`'s record, changed by `change`, as its next version, after the
    /// writes of `login` before it.
    ///
    /// - Throws: ``WebSessionStoreError``: of kind `conflict` when another host saved
    ///   the record first. Either way `login` is then out of date (``WebLogin/staleness``):
    ///   the browser's next request continues from the store.
    func commit(_ login: WebLogin, _ change: (inout WebSessionRecord) -> Void) async throws(WebSessionStoreError) {
        try await file(login, change) { store, record throws(WebSessionStoreError) in try await store.save(record) }
    }

    /// Changes `login`'s record with `change` as its next version and has `write` file it,
    /// after the writes of `login` before it; a failed write leaves `login` out of date.
    private func file(
        _ login: WebLogin, _ change: (inout WebSessionRecord) -> Void,
        write: @escaping @Sendable (any WebSessionStore, WebSessionRecord) async throws(WebSessionStoreError) -> Void
    ) async throws(WebSessionStoreError) {
        if let staleness = login.staleness { throw staleness }
        change(&login.record)
        login.record.version += 1
        login.writes += 1
        let (record, previous, store) = (login.record, login.pendingWrite, configuration.store)
        let written = Task<WebSessionStoreError?, Never> {
            if let failed = await previous?.value { return failed }
            do throws(WebSessionStoreError) {
                try await write(store, record)
                return nil
            } catch {
                return error
            }
        }
        login.pendingWrite = written
        if let error = await written.value {
            if login.staleness == nil {
                login.staleness = error
                logger.info("a web session's copy is out of date", metadata: ["kind": .string(error.kind.rawValue)])
            }
            throw error
        }
    }

    /// Claims `login`'s record before a request to the HAAPI server: the next version,
    /// marked as sending. A login whose copy is out of date (another host went on with
    /// it) sends nothing and is unloaded.
    ///
    /// - Returns: The claim's time, which ``release(_:claimedAt:)`` is given.
    func claim(_ login: WebLogin) async throws(WebSessionStoreError) -> Date {
        let now = Date()
        do {
            // The version and the mark alone: the record is the one the store has.
            try await file(login, { $0.sending = now }) { store, record throws(WebSessionStoreError) in
                try await store.claim(record.key, version: record.version, sending: now)
            }
            return now
        } catch {
            let key = login.record.key
            Task { await self.unload(key) }
            throw error
        }
    }

    /// Ends `login`'s claim made at `claimedAt` once its answer is taken in: saves the
    /// flow as soon as it has no request in flight (a follow-up request claims again,
    /// and a screen the answer brought saves it first). Until then another host that
    /// opens the session waits for it.
    func release(_ login: WebLogin, claimedAt: Date) {
        Task { @MainActor [weak login] in
            for _ in 0..<40 {
                try? await Task.sleep(for: .milliseconds(50))
                guard let login, login.record.sending == claimedAt, login.staleness == nil, !login.isUnloading, let journey = login.journey
                else { return }
                let flow = await journey.persistedFlow()
                guard flow?.state.isLoading != true, login.record.sending == claimedAt else { continue }
                try? await commit(login) { record in
                    if let flow { record.flow = flow }
                    record.sending = nil
                }
                return
            }
        }
    }

    /// What sends `application`'s requests: the transport it was given, else the host's
    /// ``transport`` (on SwiftNIO) in place of the builder's default `URLSessionTransport`.
    func transport(for application: HaapiUIKitApplication) -> any HTTPTransport {
        application.hasDefaultTransport ? transport : application.transport
    }

    /// `transport` with each request a span of `login`'s trace (as is when the host traces nothing).
    func traced(_ transport: any HTTPTransport, for login: WebLogin) -> any HTTPTransport {
        guard !(configuration.tracer is NoOpTracer) else { return transport }
        return TracedHTTPTransport(base: transport, tracer: configuration.tracer) { [weak login] in login?.requestTrace }
    }

    /// The transport of `login`'s client: ``transport(for:)``, claiming the record first.
    func claimingTransport(for login: WebLogin, _ application: HaapiUIKitApplication) -> any HTTPTransport {
        let inner = traced(transport(for: application), for: login)
        return ClaimingTransport(
            inner: metrics?.measuring(inner) ?? inner,
            claim: { @MainActor [weak self, weak login] in
                guard let self, let login else { throw CancellationError() }
                return try await claim(login)
            },
            release: { @MainActor [weak self, weak login] claimedAt, request, response in
                guard let self, let login else { return }
                if let response, let unknown = UnknownPasskey(problem: response) { login.record.unknownPasskey = unknown }
                if let response { reached(response, by: request, login: login) }
                release(login, claimedAt: claimedAt)
            })
    }

    /// Notes the step `response` shows for `login`'s funnel, and what became of a passkey
    /// offer: accepted when a request carries a new passkey, declined when the sign-in moves
    /// on to a step that is no passkey's.
    private func reached(_ response: TransportResponse, by request: TransportRequest, login: WebLogin) {
        if login.passkeyOfferPending, FunnelStep.acceptsOffer(request) {
            login.passkeyOfferPending = false
            metrics?.passkeyOffer("accepted")
        }
        guard let step = FunnelStep(response) else { return }
        if step.isPasskeyOffer, !login.passkeyOfferPending {
            login.passkeyOfferPending = true
            metrics?.passkeyOffer("shown")
        } else if login.passkeyOfferPending, !step.view.hasPrefix("authenticator/passkeys/") {
            login.passkeyOfferPending = false
            metrics?.passkeyOffer("declined")
        }
        // A step of no authenticator after one (the consent, the authorization response) keeps the one used.
        login.reachedStep = FunnelStep(view: step.view, authenticator: step.authenticator == "none" ? login.reachedStep.authenticator : step.authenticator)
    }
}
