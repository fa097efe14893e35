import Dispatch
import Foundation

/// Runs `body` on the main actor, where views live, from the benchmark's thread.
public func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if Thread.isMainThread { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}
