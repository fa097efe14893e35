// libFuzzer target: HaapiScreenKit's theme loaders — property lists, JSON themes, NSS style
// sheets and `.strings` overrides (compiled inside HaapiScreenKit by Fuzz/run, linked against
// the debug build of its dependencies). The first byte picks the loader, the rest is the
// file. Any input may be refused with a ThemeError that names the file; none may crash.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemeLoaders(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let file = Data(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let registry = ThemeRegistry.standard
    do {
        switch data[0] % 4 {
        case 0: _ = try registry.loadingPropertyList(file, file: "fuzz.plist")
        case 1: _ = try registry.loadingJSON(file, file: "fuzz.json")
        case 2: _ = try registry.loadingStyleSheet(file, file: "fuzz.nss")
        default: _ = try registry.loadingStrings(file, language: .dutch, file: "fuzz.strings")
        }
    } catch {
        precondition(error.description.contains("fuzz."), "an error that does not name the file: \(error)")
    }
    return 0
}
