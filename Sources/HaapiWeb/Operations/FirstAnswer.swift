/// What `work` returns, or `nil` when it takes longer than `limit` (it is then cancelled
/// and left to end on its own: a store that ignores cancellation does not hold the caller).
func firstAnswer<T: Sendable>(within limit: Duration, _ work: @escaping @Sendable () async -> T) async -> T? {
    let (answers, continuation) = AsyncStream<T?>.makeStream()
    let worker = Task { continuation.yield(await work()) }
    let timer = Task {
        try? await Task.sleep(for: limit)
        continuation.yield(nil)
    }
    defer {
        worker.cancel()
        timer.cancel()
        continuation.finish()
    }
    for await answer in answers { return answer }
    return nil
}
