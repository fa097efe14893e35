// libFuzzer target: String Catalogs (`.xcstrings`), read, written and read again (compiled
// inside HaapiLocalization by Fuzz/run). Any file may be refused with a StringsFileError that
// says where; none may crash, and a file that reads must read the same after writing it.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let file: StringsFile
    do {
        file = try StringsFile(bytes: bytes, file: "Fuzz.xcstrings")
    } catch {
        precondition(!error.description.isEmpty && error.description.hasPrefix("Fuzz.xcstrings: "), "an error that does not say where")
        return 0
    }
    for locale in file.locales {
        _ = file.translations(in: locale)
    }
    do {
        let again = try StringsFile(bytes: file.encoded(), file: "Fuzz.xcstrings")
        precondition(again == file, "a catalog read differently after writing it")
    } catch {
        preconditionFailure("a catalog that read could not be read after writing it: \(error)")
    }
    return 0
}
