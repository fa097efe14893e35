import Foundation
import HaapiClient
import HaapiUI
import Logging

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
        if let staleness = login.staleness { throw staleness }
        change(&login.record)
        login.record.version += 1
        login.writes += 1
        let (record, previous, store) = (login.record, login.pendingWrite, configuration.store)
        let write = Task<WebSessionStoreError?, Never> {
            if let failed = await previous?.value { return failed }
            do throws(WebSessionStoreError) {
                try await store.save(record)
                return nil
            } catch {
                return error
            }
        }
        login.pendingWrite = write
        if let error = await write.value {
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
    func claim(_ login: WebLogin) async throws(WebSessionStoreError) {
        do {
            try await commit(login) { $0.sending = Date() }
        } catch {
            let key = login.record.key
            Task { await self.unload(key) }
            throw error
        }
    }

    /// Ends `login`'s claim when the answer brought no screen to save (a poll still
    /// waiting, say); a moment later, so that a screen it brought is saved first.
    func release(_ login: WebLogin) {
        Task { @MainActor [weak login] in
            try? await Task.sleep(for: .milliseconds(100))
            guard let login, login.record.sending != nil, login.staleness == nil, !login.isUnloading else { return }
            try? await commit(login) { $0.sending = nil }
        }
    }

    /// The transport of `login`'s client: the application's, claiming the record first.
    func claimingTransport(for login: WebLogin, _ application: HaapiUIKitApplication) -> any HTTPTransport {
        ClaimingTransport(
            inner: application.transport,
            claim: { @MainActor [weak self, weak login] in
                guard let self, let login else { throw CancellationError() }
                try await claim(login)
            },
            release: { [weak self, weak login] in
                Task { @MainActor in
                    guard let self, let login else { return }
                    self.release(login)
                }
            })
    }
}
