// The second baseline of CommandStartup: a trivial executable that loads Foundation, as
// every `haapi` command must. It writes one line.
import Foundation

FileHandle.standardOutput.write(Data("ready \(Date().timeIntervalSince1970 > 0)\n".utf8))
