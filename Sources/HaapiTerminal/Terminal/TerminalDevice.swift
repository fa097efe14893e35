#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the process's terminal, read through the C library.
public enum TerminalDevice {
    /// Whether `fileDescriptor` is a terminal.
    public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        #if canImport(Glibc) || canImport(Darwin)
        return isatty(fileDescriptor) == 1
        #else
        return false
        #endif
    }

    /// The terminal's size in columns and rows, or `nil` when `fileDescriptor` is
    /// not a terminal (falls back to `COLUMNS` and `LINES` when given).
    public static func size(of fileDescriptor: Int32, environment: [String: String] = [:]) -> (columns: Int, rows: Int)? {
        #if canImport(Glibc) || canImport(Darwin)
        var window = winsize()
        if ioctl(fileDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return (Int(window.ws_col), Int(window.ws_row))
        }
        #endif
        if let columns = environment["COLUMNS"].flatMap(Int.init), let rows = environment["LINES"].flatMap(Int.init) {
            return (columns, rows)
        }
        return nil
    }
}
