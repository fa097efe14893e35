// libFuzzer target: reading attestation objects (HaapiWebAuthn's Formats/AttestationObject.swift,
// the authenticator data and the CBOR decoder). Any input may be refused; none may
// crash, and what is accepted must be written back to an object that reads the same.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAttestationObject(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let read = try? AttestationObject(bytes: bytes) {
        guard let again = try? AttestationObject(bytes: read.bytes) else { fatalError("a written attestation object is refused") }
        precondition(again == read, "an attestation object changed in a round trip")
    }
    return 0
}
