import Crypto
import Foundation

/// A source of random bytes, injected wherever HaapiJOSE needs randomness (PKCE verifiers,
/// `jti` values) so that tests can be deterministic.
///
/// ```swift
/// let random: any RandomSource = SystemRandomSource()
/// let nonce = Base64URL.encode(random.bytes(16))
/// ```
public protocol RandomSource: Sendable {
    /// Returns `count` random bytes.
    func bytes(_ count: Int) -> [UInt8]
}

extension RandomSource {
    /// A base64url identifier made from `byteCount` random bytes, suitable as a `jti`.
    public func identifier(byteCount: Int = 16) -> String {
        Base64URL.encode(bytes(byteCount))
    }
}

/// Random bytes from the system's cryptographically secure generator
/// (`SystemRandomNumberGenerator`).
public struct SystemRandomSource: RandomSource {
    public init() {}

    public func bytes(_ count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        // Eight bytes per draw from the system's generator (a draw per byte asked the
        // kernel sixteen times for a `jti`).
        var generator = SystemRandomNumberGenerator()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count {
            withUnsafeBytes(of: generator.next() as UInt64) { bytes.append(contentsOf: $0.prefix(count - bytes.count)) }
        }
        return bytes
    }
}

/// A deterministic byte source for tests: the bytes are derived from a seed with SHA-256
/// in counter mode. It is stateless, so every call with the same count returns the same
/// bytes (and a shorter request returns a prefix of a longer one). Use different seeds
/// for values that must differ. Never use it outside tests.
///
/// ```swift
/// let random = SeededRandomSource(seed: 42)
/// let verifier = try PKCE.generateVerifier(using: random) // same value on every run
/// ```
public struct SeededRandomSource: RandomSource {
    /// The seed the bytes are derived from.
    public let seed: UInt64

    public init(seed: UInt64) {
        self.seed = seed
    }

    public func bytes(_ count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        var output = [UInt8]()
        output.reserveCapacity(count)
        var block: UInt64 = 0
        while output.count < count {
            var input = [UInt8]()
            withUnsafeBytes(of: seed.bigEndian) { input.append(contentsOf: $0) }
            withUnsafeBytes(of: block.bigEndian) { input.append(contentsOf: $0) }
            output.append(contentsOf: SHA256.hash(data: input))
            block += 1
        }
        return Array(output.prefix(count))
    }
}
