import HaapiJOSE
import HaapiWebAuthn
import Testing

/// The properties the fuzz targets in `Fuzz/Targets/` check, on the inputs they found
/// worth keeping (each crashing input goes in ``inputs``) and on every attestation
/// object and authenticator data of the test vectors.
@Suite struct FuzzRegressionTests {
    /// Inputs from fuzzing, in hex, with what they once broke.
    static let inputs: [String] = [
        "a1",  // a map declaring one entry and holding none
        "bb4000000000000000",  // a map declaring 2^62 entries
        "9b0000000100000000",  // an array declaring 2^32 elements
        "a2616100616100",  // a repeated text key
        "5f4100ff",  // an indefinite byte string
    ]

    /// What `Fuzz/Targets/FuzzCBORDecoder.swift` checks.
    static func checkCBOR(_ bytes: [UInt8]) throws {
        guard let (value, used) = try? CBORDecoder().decodePrefix(bytes) else { return }
        #expect(used > 0 && used <= bytes.count)
        let encoded = CBOREncoder().encode(value)
        let again = try CBORDecoder().decode(encoded)
        #expect(again == value)
        #expect(CBOREncoder().encode(again) == encoded)
    }

    /// What `FuzzAuthenticatorData.swift` and `FuzzAttestationObject.swift` check.
    static func checkFormats(_ bytes: [UInt8]) throws {
        if let read = try? AuthenticatorData(bytes: bytes) {
            #expect(try AuthenticatorData(bytes: read.bytes) == read)
        }
        if let read = try? AttestationObject(bytes: bytes) {
            #expect(try AttestationObject(bytes: read.bytes) == read)
        }
    }

    @Test(arguments: inputs)
    func fuzzInputsHoldTheProperties(_ hex: String) throws {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(try UInt8(hex[index..<next], radix: 16).unwrapped("hex byte"))
            index = next
        }
        try Self.checkCBOR(bytes)
        try Self.checkFormats(bytes)
    }

    @Test func theVectorsHoldTheProperties() throws {
        let file = try VectorFile.committed()
        var inputs: [[UInt8]] = []
        for vector in file.registrations {
            if let object = try? Base64URL.decode(vector.response.response.attestationObject) { inputs.append(Array(object)) }
            if let data = try? vector.response.response.authenticatorData.map(Base64URL.decode) { inputs.append(Array(data)) }
        }
        for vector in file.authentications {
            inputs.append(Array(try Base64URL.decode(vector.response.response.authenticatorData)))
            inputs.append(Array(try Base64URL.decode(vector.credential.publicKey)))
        }
        #expect(inputs.count > 100)
        for input in inputs {
            try Self.checkCBOR(input)
            try Self.checkFormats(input)
        }
    }
}
