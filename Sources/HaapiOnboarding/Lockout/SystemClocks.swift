import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The operating system's monotonic-since-boot clock and boot identity, for
/// ``LockoutClock/system``.
enum SystemClocks {
    /// Time since boot including sleep; zero if the clock cannot be read.
    @Sendable static func uptime() -> Duration {
        var time = timespec()
        #if canImport(Darwin)
        let status = clock_gettime(CLOCK_MONOTONIC, &time)
        #else
        let status = clock_gettime(CLOCK_BOOTTIME, &time)
        #endif
        guard status == 0 else { return .zero }
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }

    /// An identifier that differs between boots, or `nil` when none can be read.
    @Sendable static func bootID() -> String? {
        #if canImport(Darwin)
        if let session = sysctlString("kern.bootsessionuuid") { return session }
        var boot = timeval()
        var size = MemoryLayout<timeval>.size
        guard sysctlbyname("kern.boottime", &boot, &size, nil, 0) == 0 else { return nil }
        return "boottime-\(boot.tv_sec).\(boot.tv_usec)"
        #else
        guard let text = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8) else { return nil }
        let id = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return id.isEmpty ? nil : id
        #endif
    }

    #if canImport(Darwin)
    private static func sysctlString(_ name: String) -> String? {
        var size = 0
        guard sysctlbyname(name, nil, &size, nil, 0) == 0, size > 1 else { return nil }
        var bytes = [CChar](repeating: 0, count: size)
        guard sysctlbyname(name, &bytes, &size, nil, 0) == 0 else { return nil }
        let text = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? nil : text
    }
    #endif
}
