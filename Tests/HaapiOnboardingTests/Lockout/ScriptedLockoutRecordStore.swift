import HaapiOnboarding

/// A record store whose loads or saves fail on demand, recording what was saved.
actor ScriptedLockoutRecordStore: LockoutRecordStore {
    var loadError: LockoutStoreError?
    var saveError: LockoutStoreError?
    private(set) var saved: LockoutRecord?
    private(set) var saves = 0

    init(loadError: LockoutStoreError? = nil, saveError: LockoutStoreError? = nil, saved: LockoutRecord? = nil) {
        self.loadError = loadError
        self.saveError = saveError
        self.saved = saved
    }

    func setLoadError(_ error: LockoutStoreError?) { loadError = error }

    func load() async throws(LockoutStoreError) -> LockoutRecord? {
        if let loadError { throw loadError }
        return saved
    }

    func save(_ record: LockoutRecord) async throws(LockoutStoreError) {
        if let saveError { throw saveError }
        saved = record
        saves += 1
    }

    func clear() async throws(LockoutStoreError) {
        if let saveError { throw saveError }
        saved = nil
    }
}
