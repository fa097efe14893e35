// libFuzzer target: the dev server's configuration loader, JSON and YAML (compiled inside
// HaapiDevServer by Fuzz/run, linked against the debug build of Yams and the rest). The
// first byte picks the format, the rest is the file. Any input may be refused with a
// ConfigurationError that names the file; none may crash or run away (an alias bomb is
// refused by its size bound).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDevServerConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    let format: DevServerConfiguration.FileFormat = data[0] % 2 == 0 ? .json : .yaml
    do {
        _ = try DevServerConfiguration.parse(text, format: format, file: "fuzz.conf")
    } catch {
        precondition(error.description.contains("fuzz.conf"), "an error that does not name the file: \(error)")
    }
    return 0
}
