import HaapiOnboarding

/// Keeps a browser's unfinished onboarding in its ``WebSessionRecord``, saved to the
/// host's ``WebSessionStore`` at every step, so that it continues after a restart or in
/// another host process.
@MainActor
final class WebOnboardingStore: OnboardingStore {
    private weak var login: WebLogin?
    private let store: any WebSessionStore

    init(login: WebLogin, store: any WebSessionStore) {
        self.login = login
        self.store = store
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
        guard let login, !login.isUnloading else { return }
        login.record.onboarding = sequence
        do {
            try await store.save(login.record)
        } catch {
            throw OnboardingStoreError(location: "web session store", reason: "\(error)")
        }
    }
}
