import Crypto
public import HaapiJOSE
import Synchronization

/// A deterministic random source for tests whose every call returns new bytes:
/// SHA-256 of the seed and a call counter, so a run of the dev server with the same
/// seed and the same requests produces the same codes, nonces and tokens.
///
/// Never use it outside tests: its output is predictable by design.
public final class SequenceRandomSource: RandomSource {
    private let seed: UInt64
    private let counter = Mutex<UInt64>(0)

    /// Creates a source whose output is fixed by `seed`.
    public init(seed: UInt64) {
        self.seed = seed
    }

    public func bytes(_ count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        let call = counter.withLock { value -> UInt64 in
            value += 1
            return value
        }
        var output: [UInt8] = []
        var block: UInt64 = 0
        while output.count < count {
            var input: [UInt8] = []
            withUnsafeBytes(of: seed.bigEndian) { input.append(contentsOf: $0) }
            withUnsafeBytes(of: call.bigEndian) { input.append(contentsOf: $0) }
            withUnsafeBytes(of: block.bigEndian) { input.append(contentsOf: $0) }
            output.append(contentsOf: SHA256.hash(data: input))
            block += 1
        }
        return Array(output.prefix(count))
    }
}

extension RandomSource {
    /// A string of `count` decimal digits, each drawn without modulo bias.
    func digits(_ count: Int) -> String {
        var result = ""
        while result.count < count {
            for byte in bytes(count * 2) where byte < 250 {
                result.append(Character(String(byte % 10)))
                if result.count == count { break }
            }
        }
        return result
    }

    /// A random identifier in the UUID text form (used for BankID order references).
    func uuidString() -> String {
        var b = bytes(16)
        b[6] = (b[6] & 0x0F) | 0x40
        b[8] = (b[8] & 0x3F) | 0x80
        let hex = b.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        let parts = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
        return parts.joined(separator: "-")
    }
}

extension String {
    /// The string padded on the left with `fill` up to `length` characters.
    func leftPadded(to length: Int, with fill: Character = "0") -> String {
        count >= length ? self : String(repeating: fill, count: length - count) + self
    }
}
