import Foundation

/// Runs `work` on a thread of its own and returns (or throws) what it does.
///
/// Swift concurrency shares a few threads (two on a two-core machine) among every
/// task in the test process, and the main actor's tasks come back through them after
/// each sleep. A test that blocks one of them for long (waiting for a program, or
/// minutes of decoding) can stall every other test's servers, clients and waits; here
/// the work holds a thread nobody else needs.
///
/// ```swift
/// let count = try await onItsOwnThread { try decodeEveryPicture(in: folder) }
/// ```
///
/// - Parameter work: Blocking or long work; it runs once, to its end (cancelling the
///   caller does not stop it).
/// - Returns: What `work` returned.
/// - Throws: What `work` threw.
public func onItsOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
