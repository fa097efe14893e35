#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a terminal renderer writes its text: the library never prints.
@MainActor
public protocol TerminalOutputStream: AnyObject {
    /// Writes `text` as is (escape codes included).
    func write(_ text: String)
}

/// Writes to a file descriptor, such as standard output (1).
@MainActor
public final class FileDescriptorOutputStream: TerminalOutputStream {
    /// The descriptor written to.
    public let fileDescriptor: Int32

    /// Creates a stream writing to `fileDescriptor` (not closed by the stream).
    public init(fileDescriptor: Int32 = 1) {
        self.fileDescriptor = fileDescriptor
    }

    public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            #if canImport(Glibc) || canImport(Darwin)
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(fileDescriptor, buffer.baseAddress, buffer.count)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
            #else
            return
            #endif
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// Keeps everything written in memory, for tests.
@MainActor
public final class MemoryOutputStream: TerminalOutputStream {
    /// Everything written so far.
    public private(set) var text = ""

    /// Creates an empty stream.
    public init() {}

    public func write(_ text: String) {
        self.text += text
    }

    /// Forgets what was written.
    public func clear() {
        text = ""
    }
}
