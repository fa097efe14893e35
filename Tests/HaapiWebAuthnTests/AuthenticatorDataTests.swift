import Crypto
import HaapiWebAuthn
import Testing

@Suite struct AuthenticatorDataTests {
    let rpIDHash = Array(SHA256.hash(data: Array("login.example.com".utf8)))
    let key = COSEKey(P256.Signing.PrivateKey().publicKey)

    var registration: AuthenticatorData {
        AuthenticatorData(
            rpIDHash: rpIDHash, flags: [.userPresent, .userVerified], signCount: 0x0102_0304,
            attestedCredentialData: AttestedCredentialData(aaguid: Array(1...16), credentialID: [9, 9, 9], credentialPublicKey: key.cborBytes))
    }

    func error(_ bytes: [UInt8]) -> AuthenticatorDataError? {
        do {
            _ = try AuthenticatorData(bytes: bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func registrationDataIsWrittenAndReadBack() throws {
        let bytes = registration.bytes
        #expect(bytes.count == 32 + 1 + 4 + 16 + 2 + 3 + key.cborBytes.count)
        #expect(bytes[32] == 0x45)  // UP, UV, AT
        #expect(Array(bytes[33..<37]) == [1, 2, 3, 4])
        #expect(Array(bytes[53..<55]) == [0, 3])
        let read = try AuthenticatorData(bytes: bytes)
        #expect(read.flags == [.userPresent, .userVerified, .attestedCredentialData])
        #expect(read.signCount == 0x0102_0304)
        #expect(read.attestedCredentialData == registration.attestedCredentialData)
        #expect(try COSEKey(cborBytes: try #require(read.attestedCredentialData).credentialPublicKey) == key)
        #expect(read.bytes == bytes)
    }

    @Test func extensionsAfterTheKeyAreRead() throws {
        var data = registration
        data.extensions = ["credProtect": 2]
        let read = try AuthenticatorData(bytes: data.bytes)
        #expect(read.flags.contains(.extensionData))
        #expect(read.extensions == ["credProtect": 2])
        #expect(read.attestedCredentialData?.credentialPublicKey == key.cborBytes)
    }

    @Test func assertionDataIsJust37Bytes() throws {
        let data = AuthenticatorData(rpIDHash: rpIDHash, flags: .userPresent, signCount: 7)
        #expect(data.bytes.count == 37)
        #expect(try AuthenticatorData(bytes: data.bytes) == data)
    }

    @Test func eachShortPartIsNamed() {
        let bytes = registration.bytes
        #expect(error(Array(bytes[..<20])) == .tooShort(part: .rpIDHash, offset: 0, needed: 32, available: 20))
        #expect(error(Array(bytes[..<32])) == .tooShort(part: .flags, offset: 32, needed: 1, available: 0))
        #expect(error(Array(bytes[..<35])) == .tooShort(part: .signCount, offset: 33, needed: 4, available: 2))
        #expect(error(Array(bytes[..<40])) == .tooShort(part: .aaguid, offset: 37, needed: 16, available: 3))
        #expect(error(Array(bytes[..<54])) == .tooShort(part: .credentialIDLength, offset: 53, needed: 2, available: 1))
        #expect(error(Array(bytes[..<56])) == .tooShort(part: .credentialID, offset: 55, needed: 3, available: 1))
        #expect(error(Array(bytes[..<58])) == .tooShort(part: .credentialPublicKey, offset: 58, needed: 1, available: 0))
        var withExtensionFlag = Array(bytes)
        withExtensionFlag[32] |= 0x80
        #expect(error(withExtensionFlag) == .tooShort(part: .extensions, offset: bytes.count, needed: 1, available: 0))
    }

    @Test func aCutCOSEKeyIsACBORError() throws {
        let bytes = registration.bytes
        guard case .credentialPublicKey(let cbor, let offset) = try #require(error(Array(bytes.dropLast(5)))) else {
            Issue.record("a cut key was not reported as the key's CBOR")
            return
        }
        #expect(offset == 58)
        #expect(cbor.reason == .declaredLengthExceedsInput(declared: 32, remaining: 27))
    }

    @Test func aKeyThatIsNotAMapIsRefused() {
        var bytes = Array(registration.bytes[..<58])
        bytes.append(contentsOf: [0x82, 0x01, 0x02])
        #expect(error(bytes) == .credentialPublicKeyNotAMap(offset: 58, found: "an array"))
    }

    @Test func extensionsMustBeOneMap() throws {
        var bytes = AuthenticatorData(rpIDHash: rpIDHash, flags: .userPresent, signCount: 0).bytes
        bytes[32] |= 0x80
        #expect(error(bytes + [0x01]) == .extensionsNotAMap(offset: 37, found: "an unsigned integer"))
        guard case .extensions(let cbor, 37) = try #require(error(bytes + [0xA0, 0x00])) else {
            Issue.record("bytes after the extensions were not refused")
            return
        }
        #expect(cbor.reason == .trailingBytes(count: 1))
    }

    @Test func bytesTheFlagsDoNotAnnounceAreRefused() {
        let bytes = AuthenticatorData(rpIDHash: rpIDHash, flags: .userPresent, signCount: 0).bytes
        #expect(error(bytes + [0xA0]) == .trailingBytes(offset: 37, count: 1))
    }
}

@Suite struct AttestationObjectTests {
    let authenticatorData = AuthenticatorData(
        rpIDHash: Array(repeating: 1, count: 32), flags: .userPresent, signCount: 0,
        attestedCredentialData: AttestedCredentialData(
            aaguid: Array(repeating: 0, count: 16), credentialID: [1], credentialPublicKey: COSEKey(P256.Signing.PrivateKey().publicKey).cborBytes))

    func error(_ value: CBORValue) -> AttestationObjectError? {
        do {
            _ = try AttestationObject(bytes: CBOREncoder().encode(value))
            return nil
        } catch {
            return error
        }
    }

    @Test func aNoneObjectIsWrittenAndReadBack() throws {
        let object = AttestationObject(format: "none", authenticatorData: authenticatorData)
        let read = try AttestationObject(bytes: object.bytes)
        #expect(read == object)
        #expect(read.format == "none" && read.statement.isEmpty)
        #expect(read.authenticatorData == object.authenticatorData)
        // The flags follow what the data holds: AT is set although `authenticatorData` left it out.
        #expect(read.authenticatorData.flags == [.userPresent, .attestedCredentialData])
        // CTAP2 order: "fmt", "attStmt", "authData".
        #expect(Array(object.bytes[1..<5]) == [0x63] + Array("fmt".utf8))
    }

    @Test func membersAreCheckedByName() {
        let bytes = CBORValue.bytes(authenticatorData.bytes)
        #expect(error(["fmt": "none", "attStmt": [:]]) == .missingMember("authData"))
        #expect(error(["attStmt": [:], "authData": bytes]) == .missingMember("fmt"))
        #expect(error(["fmt": "none", "authData": bytes]) == .missingMember("attStmt"))
        #expect(error(["fmt": 1, "attStmt": [:], "authData": bytes]) == .wrongMemberType(member: "fmt", expected: "a text string", found: "an unsigned integer"))
        #expect(error(["fmt": "none", "attStmt": [], "authData": bytes]) == .wrongMemberType(member: "attStmt", expected: "a map", found: "an array"))
        #expect(error(["fmt": "none", "attStmt": [:], "authData": "text"]) == .wrongMemberType(member: "authData", expected: "a byte string", found: "a text string"))
        #expect(error(["fmt": "none", "attStmt": [:], "authData": bytes, "epAtt": true]) == .unexpectedMember("\"epAtt\""))
        #expect(error(["fmt": "none", "attStmt": [:], "authData": bytes, 1: 1]) == .unexpectedMember("an unsigned integer"))
        #expect(error(["fmt", "none"]) == .notAMap(found: "an array"))
    }

    @Test func unreadableAuthenticatorDataIsWrapped() {
        #expect(error(["fmt": "none", "attStmt": [:], "authData": .bytes([1, 2])])
            == .authenticatorData(.tooShort(part: .rpIDHash, offset: 0, needed: 32, available: 2)))
    }

    @Test func unreadableCBORIsWrapped() {
        #expect(throws: AttestationObjectError.cbor(CBORError(.indefiniteLength, offset: 0))) {
            try AttestationObject(bytes: [0xBF, 0xFF])
        }
    }
}

@Suite struct CollectedClientDataTests {
    func error(_ json: String) -> CollectedClientDataError? {
        do {
            _ = try CollectedClientData(json: Array(json.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func clientDataIsWrittenInTheSpecificationsOrder() {
        let data = CollectedClientData(type: .create, challenge: "Y2hhbGxlbmdl", origin: "https://login.example.com")
        #expect(String(decoding: data.jsonBytes, as: UTF8.self)
            == #"{"type":"webauthn.create","challenge":"Y2hhbGxlbmdl","origin":"https://login.example.com","crossOrigin":false}"#)
        let framed = CollectedClientData(type: .get, challenge: "x", origin: "https://a.example", crossOrigin: true, topOrigin: "https://b.example")
        #expect(String(decoding: framed.jsonBytes, as: UTF8.self)
            == #"{"type":"webauthn.get","challenge":"x","origin":"https://a.example","crossOrigin":true,"topOrigin":"https://b.example"}"#)
    }

    @Test func stringsAreEscapedAsTheSpecificationSays() throws {
        let data = CollectedClientData(type: .get, challenge: "a\"b\\c\u{1}d\u{7F}é", origin: "o")
        let text = String(decoding: data.jsonBytes, as: UTF8.self)
        #expect(text.contains(#""challenge":"a\"b\\c\u0001d\#u{7F}é""#))
        #expect(try CollectedClientData(json: data.jsonBytes) == data)
    }

    @Test func clientDataIsReadWithOtherMembersIgnored() throws {
        let data = try CollectedClientData(json: Array(#"{"origin":"https://x.example","type":"webauthn.get","challenge":"YQ","other_keys_can_be_added_here":"do not compare clientDataJSON against a template"}"#.utf8))
        #expect(data.type == "webauthn.get" && data.challenge == "YQ" && data.origin == "https://x.example" && data.crossOrigin == nil)
    }

    @Test func whatIsNotValidClientDataIsNamed() {
        guard case .notJSON = error("{not json") else {
            Issue.record("broken JSON was not refused as not JSON")
            return
        }
        #expect(error("[1]") == .notAnObject(found: "an array"))
        #expect(error(#"{"type":"webauthn.get","origin":"o"}"#) == .missingMember("challenge"))
        #expect(error(#"{"type":1,"challenge":"c","origin":"o"}"#) == .wrongMemberType(member: "type", expected: "a string", found: "a number"))
        #expect(error(#"{"type":"t","challenge":"c","origin":"o","crossOrigin":"yes"}"#)
            == .wrongMemberType(member: "crossOrigin", expected: "a boolean", found: "a string"))
        #expect(error(#"{"type":"t","challenge":"c","origin":"o","topOrigin":1}"#)
            == .wrongMemberType(member: "topOrigin", expected: "a string", found: "a number"))
        guard case .notJSON = error(#"{"type":"t","type":"u","challenge":"c","origin":"o"}"#) else {
            Issue.record("a repeated member was accepted")
            return
        }
    }
}
