import Foundation
import HaapiModel
import Logging

extension HaapiClient {
    /// The client registered for `registration`: the one in memory, else the stored one
    /// (registered at this issuer from the same template, its secret not expired), else a
    /// new registration, which is stored. Concurrent callers share one registration.
    func registeredClient(for registration: DynamicClientRegistration) async throws(HaapiClientError) -> RegisteredClient {
        if let registeredClient, isUsable(registeredClient, for: registration) { return registeredClient }
        if let running = registrationTask { return try await running.value.get() }
        let task = Task { () async -> Result<RegisteredClient, HaapiClientError> in
            do throws(HaapiClientError) {
                return .success(try await self.loadOrRegister(registration))
            } catch {
                return .failure(error)
            }
        }
        registrationTask = task
        let result = await task.value
        if registrationTask == task { registrationTask = nil }
        return try result.get()
    }

    private func loadOrRegister(_ registration: DynamicClientRegistration) async throws(HaapiClientError) -> RegisteredClient {
        if let stored = try await storedRegistration(registration) {
            logger.info("reusing the registered client", metadata: [
                "client_id": .string(stored.clientID), "template": .string(registration.templateClientID),
            ])
            registeredClient = stored
            return stored
        }
        let registered = try await register(registration)
        registeredClient = registered
        return registered
    }

    /// The registration in memory or in the store, when it serves this configuration.
    private func storedRegistration(_ registration: DynamicClientRegistration) async throws(HaapiClientError) -> RegisteredClient? {
        if let registeredClient, isUsable(registeredClient, for: registration) { return registeredClient }
        let stored: RegisteredClient?
        do {
            stored = try await registration.store.load()
        } catch {
            throw .storage(StorageError(operation: "RegisteredClientStore.load", errorType: String(describing: type(of: error))))
        }
        guard let stored else { return nil }
        guard isUsable(stored, for: registration) else {
            logger.info("the stored registration is for another issuer or template, or its secret expired; registering anew", metadata: [
                "client_id": .string(stored.clientID),
            ])
            return nil
        }
        return stored
    }

    private func isUsable(_ client: RegisteredClient, for registration: DynamicClientRegistration) -> Bool {
        client.isUsable(issuer: configuration.endpoints.issuer, template: registration.templateClientID, at: clock.now)
    }

    /// After the server refused `clientID` as unknown: forgets it (in memory and in the
    /// store) when it is still the registered client, so that the next need registers again.
    func forgetRegistration(rejected clientID: String) async throws(HaapiClientError) {
        guard let registration = configuration.clientAuthentication.dynamicRegistration,
            registeredClient?.clientID == clientID
        else { return }
        try await forget(registration)
    }

    private func forget(_ registration: DynamicClientRegistration) async throws(HaapiClientError) {
        registeredClient = nil
        do {
            try await registration.store.clear()
        } catch {
            throw .storage(StorageError(operation: "RegisteredClientStore.clear", errorType: String(describing: type(of: error))))
        }
    }

    /// Reads the registration from the server (RFC 7592 section 2.1) with its registration
    /// access token, and keeps what the server answers (it may have changed the secret).
    ///
    /// - Returns: The registered client as the server has it; `nil` when nothing is
    ///   registered yet.
    /// - Throws: ``HaapiClientError/registration(_:)`` with ``RegistrationError/Reason/revoked``
    ///   when the server no longer knows it, ``RegistrationError/Reason/notManageable`` when
    ///   it gave no registration access token; ``HaapiClientError/invalidUse(_:)`` when the
    ///   client does not use ``ClientAuthentication/dynamicRegistration(_:)``.
    public func readRegistration() async throws(HaapiClientError) -> RegisteredClient? {
        let registration = try configuredRegistration()
        guard let current = try await storedRegistration(registration) else { return nil }
        let read = try await manageRegistration(current, registration, method: "GET")
        if read != current {
            do {
                try await registration.store.save(read)
            } catch {
                throw .storage(StorageError(operation: "RegisteredClientStore.save", errorType: String(describing: type(of: error))))
            }
        }
        registeredClient = read
        return read
    }

    /// Deletes the registration at the server (RFC 7592 section 2.3) and forgets its
    /// credentials; the next need registers a new client.
    ///
    /// ```swift
    /// if let deleted = try await client.deleteRegistration() {
    ///     logger.info("deleted \(deleted.clientID)")
    /// }
    /// ```
    ///
    /// - Returns: The deleted registration; `nil` when nothing was registered.
    /// - Throws: ``HaapiClientError/registration(_:)`` with ``RegistrationError/Reason/revoked``
    ///   when the server no longer knew it (its credentials are forgotten all the same),
    ///   ``RegistrationError/Reason/notManageable`` when it gave no registration access
    ///   token (nothing is forgotten); ``HaapiClientError/invalidUse(_:)`` when the client
    ///   does not use ``ClientAuthentication/dynamicRegistration(_:)``.
    @discardableResult
    public func deleteRegistration() async throws(HaapiClientError) -> RegisteredClient? {
        let registration = try configuredRegistration()
        guard let current = try await storedRegistration(registration) else { return nil }
        do {
            _ = try await manageRegistration(current, registration, method: "DELETE")
        } catch .registration(let error) where error.reason == .revoked {
            try await forget(registration)
            throw .registration(error)
        }
        try await forget(registration)
        logger.info("registration deleted", metadata: ["client_id": .string(current.clientID)])
        return current
    }

    private func configuredRegistration() throws(HaapiClientError) -> DynamicClientRegistration {
        guard let registration = configuration.clientAuthentication.dynamicRegistration else {
            throw .invalidUse(InvalidUseError(
                "the client does not register dynamically (its client authentication is \(configuration.clientAuthentication))",
                recoverySuggestion: "Use ClientAuthentication.dynamicRegistration to read or delete a registration."))
        }
        return registration
    }
}
