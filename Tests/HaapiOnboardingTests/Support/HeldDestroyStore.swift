import Foundation
import HaapiOnboarding

/// A secure store that no passcode opens and whose ``destroy()`` waits until the test
/// calls ``finishDestroy()``: to act while a wipe is under way.
actor HeldDestroyStore: SecureStore {
    private(set) var destroyStarted = false
    private(set) var destroyed = false
    private var released = false
    private var waiting: CheckedContinuation<Void, Never>?

    func exists() -> Bool { !destroyed }
    func isOpen() -> Bool { false }
    func create(passcode: String) throws(SecureStoreError) { throw .alreadyExists }
    func open(passcode: String) throws(SecureStoreError) { throw .wrongPasscode }
    func close() {}
    func data(forKey key: String) throws(SecureStoreError) -> Data? { throw .notOpen }
    func setData(_ data: Data?, forKey key: String) throws(SecureStoreError) { throw .notOpen }
    func changePasscode(from oldPasscode: String, to newPasscode: String) throws(SecureStoreError) { throw .wrongPasscode }

    func destroy() async throws(SecureStoreError) {
        destroyStarted = true
        if !released { await withCheckedContinuation { waiting = $0 } }
        destroyed = true
    }

    /// Lets the destroy under way (or the next one) finish.
    func finishDestroy() {
        released = true
        waiting?.resume()
        waiting = nil
    }
}
