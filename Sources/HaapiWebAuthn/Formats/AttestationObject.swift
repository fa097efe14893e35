/// The attestation object of a registration (WebAuthn Level 3 §6.5.4): a CBOR map with
/// exactly the text keys `fmt` (the attestation statement format), `attStmt` (the
/// statement, a map) and `authData` (the authenticator data, bytes).
///
/// ```swift
/// let object = try AttestationObject(bytes: attestationObjectBytes)
/// object.format                                   // "none"
/// object.authenticatorData.attestedCredentialData // the new credential
/// ```
public struct AttestationObject: Sendable, Hashable {
    /// The attestation statement format, e.g. `none`, `packed`, `fido-u2f`.
    public let format: String
    /// The attestation statement (empty for `none`).
    public let statement: [CBORValue: CBORValue]
    /// The authenticator data, read.
    public let authenticatorData: AuthenticatorData
    /// The authenticator data exactly as it appears in the object.
    public let authenticatorDataBytes: [UInt8]

    /// Creates an object around `authenticatorData` (written as its ``AuthenticatorData/bytes``,
    /// so its AT and ED flags follow what it holds).
    public init(format: String, statement: [CBORValue: CBORValue] = [:], authenticatorData: AuthenticatorData) {
        self.format = format
        self.statement = statement
        self.authenticatorData = authenticatorData.normalized
        self.authenticatorDataBytes = authenticatorData.bytes
    }

    /// Reads an attestation object and the authenticator data in it.
    ///
    /// - Throws: ``AttestationObjectError`` saying which member is missing or wrong, or why
    ///   the CBOR or the authenticator data cannot be read.
    public init(bytes: some Collection<UInt8>, decoder: CBORDecoder = CBORDecoder()) throws(AttestationObjectError) {
        let value: CBORValue
        do throws(CBORError) {
            value = try decoder.decode(bytes)
        } catch {
            throw .cbor(error)
        }
        guard case .map(let members) = value else { throw .notAMap(found: value.typeDescription) }
        for key in members.keys {
            guard let name = key.textValue, ["fmt", "attStmt", "authData"].contains(name) else {
                throw .unexpectedMember(key.textValue.map { "\"\(String($0.prefix(64)))\"" } ?? key.typeDescription)
            }
        }
        func member(_ name: String) throws(AttestationObjectError) -> CBORValue {
            guard let value = members[.text(name)] else { throw .missingMember(name) }
            return value
        }
        let format = try member("fmt")
        guard case .text(let formatName) = format else {
            throw .wrongMemberType(member: "fmt", expected: "a text string", found: format.typeDescription)
        }
        let statement = try member("attStmt")
        guard case .map(let statementMembers) = statement else {
            throw .wrongMemberType(member: "attStmt", expected: "a map", found: statement.typeDescription)
        }
        let authData = try member("authData")
        guard case .bytes(let authDataBytes) = authData else {
            throw .wrongMemberType(member: "authData", expected: "a byte string", found: authData.typeDescription)
        }
        do throws(AuthenticatorDataError) {
            self.authenticatorData = try AuthenticatorData(bytes: authDataBytes, decoder: decoder)
        } catch {
            throw .authenticatorData(error)
        }
        self.format = formatName
        self.statement = statementMembers
        self.authenticatorDataBytes = authDataBytes
    }

    /// The object in CTAP2 canonical CBOR.
    public var bytes: [UInt8] {
        CBOREncoder().encode(.map(["fmt": .text(format), "attStmt": .map(statement), "authData": .bytes(authenticatorDataBytes)]))
    }
}

/// Why an attestation object could not be read.
public enum AttestationObjectError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not one valid CBOR item.
    case cbor(CBORError)
    /// The item is not a map.
    case notAMap(found: String)
    /// `fmt`, `attStmt` or `authData` is missing.
    case missingMember(String)
    /// A member has the wrong CBOR type.
    case wrongMemberType(member: String, expected: String, found: String)
    /// A key other than `fmt`, `attStmt` and `authData`.
    case unexpectedMember(String)
    /// `authData` cannot be read.
    case authenticatorData(AuthenticatorDataError)

    public var description: String {
        switch self {
        case .cbor(let error): "attestation object: \(error)"
        case .notAMap(let found): "attestation object: it is \(found), not a map"
        case .missingMember(let name): "attestation object: \(name) is missing"
        case .wrongMemberType(let member, let expected, let found): "attestation object: \(member) is \(found), not \(expected)"
        case .unexpectedMember(let key): "attestation object: unexpected member \(key)"
        case .authenticatorData(let error): "attestation object: \(error)"
        }
    }
}
