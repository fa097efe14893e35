import HaapiOnboarding

/// Keeps a browser's unfinished onboarding in its ``WebSessionRecord``, saved to the
/// host's ``WebSessionStore`` at every step, so that it continues after a restart or in
/// another host process.
@MainActor
final class WebOnboardingStore: OnboardingStore {
    private weak var login: WebLogin?
    private weak var logins: WebLogins?

    init(login: WebLogin, logins: WebLogins) {
        self.login = login
        self.logins = logins
    }

    func load() async throws(OnboardingStoreError) -> OnboardingStateMachine? { login?.record.onboarding }

    func save(_ sequence: OnboardingStateMachine) async throws(OnboardingStoreError) {
        try await update(sequence)
    }

    func clear() async throws(OnboardingStoreError) {
        try await update(nil)
    }

    private func update(_ sequence: OnboardingStateMachine?) async throws(OnboardingStoreError) {
        // A login being unloaded no longer owns its record: another may have taken it over.
        guard let login, let logins, !login.isUnloading else { return }
        do {
            try await logins.commit(login) { $0.onboarding = sequence }
        } catch {
            throw OnboardingStoreError(location: "web session store", reason: "\(error)")
        }
    }
}
