import Foundation
import MallocStats

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's memory as the kernel and the allocator see it.
public struct MemorySnapshot: Sendable {
    /// Resident memory (`VmRSS` of `/proc/self/status`), in bytes; 0 where there is no `/proc`.
    public var resident: Int
    /// Bytes the allocator has handed out and not got back (`mallinfo2`: small blocks
    /// in use plus mmapped ones); 0 where glibc is not the allocator.
    public var mallocInUse: Int

    /// The memory now, after giving freed pages back to the system (`malloc_trim`),
    /// so that resident memory counts what is held, not what was freed.
    public static func now() -> MemorySnapshot {
        haapi_bench_malloc_trim()
        return MemorySnapshot(resident: residentBytes(), mallocInUse: Int(haapi_bench_malloc_in_use()))
    }

    private static func residentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return kilobytes * 1024
        }
        return 0
    }
}

/// CPU time the whole process used (every thread, user and system), as the kernel counts it.
public enum ProcessCPU {
    /// Nanoseconds of CPU time used since the process started (`CLOCK_PROCESS_CPUTIME_ID`).
    public static func nanoseconds() -> Int {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }

    /// The CPU `body` used while it ran, and the wall-clock time it took, both in nanoseconds.
    public static func measure(_ body: () async throws -> Void) async rethrows -> (cpu: Int, wall: Int) {
        let (cpu, wall) = (nanoseconds(), ContinuousClock.now)
        try await body()
        let elapsed = ContinuousClock.now - wall
        return (nanoseconds() - cpu, Int(elapsed.components.seconds) * 1_000_000_000 + Int(elapsed.components.attoseconds / 1_000_000_000))
    }
}

/// Runs `body(i)` for `i` in `range`, at most `width` at a time.
public func concurrently(_ range: Range<Int>, width: Int, _ body: @escaping @Sendable (Int) async throws -> Void) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
        var next = range.lowerBound
        while next < range.upperBound, next < range.lowerBound + width {
            let index = next
            group.addTask { try await body(index) }
            next += 1
        }
        while try await group.next() != nil {
            guard next < range.upperBound else { continue }
            let index = next
            group.addTask { try await body(index) }
            next += 1
        }
    }
}
