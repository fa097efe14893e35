// libFuzzer target: the reading of a secure store file's envelope — magic, version,
// header, salt, nonce and sealed box (compiled inside HaapiOnboarding by Fuzz/run, linked
// against the debug build of swift-crypto and the rest). Any file may be refused with a
// SecureStoreError; none may crash.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSecureStoreFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
        _ = try SecureStoreCodec.decode(Data(UnsafeBufferPointer(start: data, count: size)))
    } catch {
        precondition(!error.description.isEmpty, "an error without a description")
    }
    return 0
}
