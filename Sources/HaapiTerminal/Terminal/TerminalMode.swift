#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal's settings changed for reading keys, and what to put back.
///
/// ```swift
/// let raw = try TerminalMode.enterRaw(fileDescriptor: 0)
/// defer { raw.restore() }
/// ```
/// Always pair with ``restore()``; the interactive session does so on every way
/// out, Ctrl-C and SIGTERM included.
public struct TerminalMode: Sendable {
    /// The descriptor whose settings were changed.
    public let fileDescriptor: Int32
    #if canImport(Glibc) || canImport(Darwin)
    private let saved: termios
    #endif

    #if canImport(Glibc) || canImport(Darwin)
    private init(fileDescriptor: Int32, saved: termios) {
        self.fileDescriptor = fileDescriptor
        self.saved = saved
    }
    #endif

    /// Switches `fileDescriptor` to raw mode: no echo, no line buffering, no
    /// signals from keys (Ctrl-C arrives as a byte), no output post-processing
    /// changes (line breaks still work).
    public static func enterRaw(fileDescriptor: Int32) throws(TerminalError) -> TerminalMode {
        try change(fileDescriptor) { settings in
            #if canImport(Glibc) || canImport(Darwin)
            settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
            settings.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
            settings.c_cflag |= tcflag_t(CS8)
            withUnsafeMutableBytes(of: &settings.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
            #endif
        }
    }

    /// Turns echo off on `fileDescriptor`, keeping line editing (for typing a
    /// password on one line).
    public static func disableEcho(fileDescriptor: Int32) throws(TerminalError) -> TerminalMode {
        try change(fileDescriptor) { settings in
            #if canImport(Glibc) || canImport(Darwin)
            settings.c_lflag &= ~tcflag_t(ECHO)
            #endif
        }
    }

    /// Puts the saved settings back.
    public func restore() {
        #if canImport(Glibc) || canImport(Darwin)
        var settings = saved
        _ = tcsetattr(fileDescriptor, TCSAFLUSH, &settings)
        #endif
    }

    #if canImport(Glibc) || canImport(Darwin)
    private static func change(_ fileDescriptor: Int32, _ edit: (inout termios) -> Void) throws(TerminalError) -> TerminalMode {
        var settings = termios()
        guard tcgetattr(fileDescriptor, &settings) == 0 else { throw TerminalError(operation: "tcgetattr", errorNumber: errno) }
        let saved = settings
        edit(&settings)
        guard tcsetattr(fileDescriptor, TCSAFLUSH, &settings) == 0 else {
            throw TerminalError(operation: "tcsetattr", errorNumber: errno)
        }
        return TerminalMode(fileDescriptor: fileDescriptor, saved: saved)
    }
    #else
    private static func change(_ fileDescriptor: Int32, _ edit: (inout Int) -> Void) throws(TerminalError) -> TerminalMode {
        throw TerminalError(operation: "termios", errorNumber: 0)
    }
    #endif
}
