// libFuzzer target: reading authenticator data (HaapiWebAuthn's Formats/AuthenticatorData*.swift
// with the CBOR decoder). Any input may be refused; none may crash, and what is
// accepted must be written back to data that reads the same.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAuthenticatorData(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let read = try? AuthenticatorData(bytes: bytes) {
        guard let again = try? AuthenticatorData(bytes: read.bytes) else { fatalError("written authenticator data is refused") }
        precondition(again == read, "authenticator data changed in a round trip")
    }
    return 0
}
