/// The authenticator data of WebAuthn Level 3 §6.1: the RP ID hash, the flags, the
/// signature counter, and, when the flags say so, the attested credential data and the
/// extension outputs.
///
/// ```swift
/// let data = try AuthenticatorData(bytes: authenticatorDataBytes)
/// data.flags.contains(.userPresent)
/// data.attestedCredentialData?.credentialID
/// ```
public struct AuthenticatorData: Sendable, Hashable {
    /// The flags byte.
    public struct Flags: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8

        /// Creates flags from the byte.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// UP: the person was present.
        public static let userPresent = Flags(rawValue: 0x01)
        /// UV: the person was verified (biometrics, a PIN).
        public static let userVerified = Flags(rawValue: 0x04)
        /// BE: the credential may be backed up (a synced passkey).
        public static let backupEligible = Flags(rawValue: 0x08)
        /// BS: the credential is backed up now.
        public static let backedUp = Flags(rawValue: 0x10)
        /// AT: attested credential data follows the counter.
        public static let attestedCredentialData = Flags(rawValue: 0x40)
        /// ED: extension outputs come last.
        public static let extensionData = Flags(rawValue: 0x80)
    }

    /// SHA-256 of the RP ID (32 bytes).
    public var rpIDHash: [UInt8]
    /// The flags. When written, AT and ED follow ``attestedCredentialData`` and ``extensions``.
    public var flags: Flags
    /// The signature counter (0 when the authenticator keeps none).
    public var signCount: UInt32
    /// The new credential, in a registration.
    public var attestedCredentialData: AttestedCredentialData?
    /// The authenticator's extension outputs (a CBOR map).
    public var extensions: CBORValue?

    /// Creates authenticator data.
    public init(
        rpIDHash: [UInt8], flags: Flags, signCount: UInt32, attestedCredentialData: AttestedCredentialData? = nil,
        extensions: CBORValue? = nil
    ) {
        self.rpIDHash = rpIDHash
        self.flags = flags
        self.signCount = signCount
        self.attestedCredentialData = attestedCredentialData
        self.extensions = extensions
    }

    /// Reads authenticator data; every byte must belong to a part the flags announce.
    ///
    /// - Throws: ``AuthenticatorDataError`` naming the part that is short or wrong.
    public init(bytes input: some Collection<UInt8>, decoder: CBORDecoder = CBORDecoder()) throws(AuthenticatorDataError) {
        let bytes = Array(input)
        var offset = 0
        func take(_ count: Int, _ part: AuthenticatorDataError.Part) throws(AuthenticatorDataError) -> ArraySlice<UInt8> {
            guard bytes.count - offset >= count else {
                throw .tooShort(part: part, offset: offset, needed: count, available: bytes.count - offset)
            }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }
        rpIDHash = Array(try take(32, .rpIDHash))
        let flagsByte = try take(1, .flags)
        flags = Flags(rawValue: flagsByte[flagsByte.startIndex])
        signCount = try take(4, .signCount).reduce(0) { $0 << 8 | UInt32($1) }
        if flags.contains(.attestedCredentialData) {
            let aaguid = Array(try take(16, .aaguid))
            let length = try take(2, .credentialIDLength).reduce(0) { $0 << 8 | Int($1) }
            let credentialID = Array(try take(length, .credentialID))
            guard offset < bytes.count else {
                throw .tooShort(part: .credentialPublicKey, offset: offset, needed: 1, available: 0)
            }
            let keyStart = offset
            let key: CBORValue
            let used: Int
            do throws(CBORError) {
                (key, used) = try decoder.decodePrefix(bytes[keyStart...])
            } catch {
                throw .credentialPublicKey(error, offset: keyStart)
            }
            guard case .map = key else { throw .credentialPublicKeyNotAMap(offset: keyStart, found: key.typeDescription) }
            offset += used
            attestedCredentialData = AttestedCredentialData(
                aaguid: aaguid, credentialID: credentialID, credentialPublicKey: Array(bytes[keyStart..<offset]))
        } else {
            attestedCredentialData = nil
        }
        if flags.contains(.extensionData) {
            guard offset < bytes.count else { throw .tooShort(part: .extensions, offset: offset, needed: 1, available: 0) }
            let value: CBORValue
            do throws(CBORError) {
                value = try decoder.decode(bytes[offset...])
            } catch {
                throw .extensions(error, offset: offset)
            }
            guard case .map = value else { throw .extensionsNotAMap(offset: offset, found: value.typeDescription) }
            extensions = value
        } else {
            guard offset == bytes.count else { throw .trailingBytes(offset: offset, count: bytes.count - offset) }
            extensions = nil
        }
    }

    /// The bytes: RP ID hash, flags (AT and ED set from what is present), counter, then
    /// the attested credential data and the extensions (canonical CBOR) when present.
    public var bytes: [UInt8] {
        var output = rpIDHash
        output.append(normalized.flags.rawValue)
        output.append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: signCount >> $0) })
        if let attested = attestedCredentialData {
            output.append(contentsOf: attested.aaguid)
            output.append(contentsOf: [UInt8(truncatingIfNeeded: attested.credentialID.count >> 8), UInt8(truncatingIfNeeded: attested.credentialID.count)])
            output.append(contentsOf: attested.credentialID)
            output.append(contentsOf: attested.credentialPublicKey)
        }
        if let extensions { output.append(contentsOf: CBOREncoder().encode(extensions)) }
        return output
    }
}

extension AuthenticatorData {
    /// The same data with AT and ED set exactly when the parts they announce are present
    /// (what ``bytes`` writes, and what reading those bytes gives).
    var normalized: AuthenticatorData {
        var copy = self
        if attestedCredentialData != nil { copy.flags.insert(.attestedCredentialData) } else { copy.flags.remove(.attestedCredentialData) }
        if extensions != nil { copy.flags.insert(.extensionData) } else { copy.flags.remove(.extensionData) }
        return copy
    }
}

/// The new credential in a registration's authenticator data (WebAuthn Level 3 §6.5.2).
public struct AttestedCredentialData: Sendable, Hashable {
    /// The authenticator model's AAGUID (16 bytes; zeros when not disclosed).
    public var aaguid: [UInt8]
    /// The credential ID (its length is written as two bytes, so at most 65 535 bytes; a
    /// relying party accepts at most 1023).
    public var credentialID: [UInt8]
    /// The credential public key: one COSE_Key CBOR map, exactly as it appears in the data.
    public var credentialPublicKey: [UInt8]

    /// Creates the data.
    public init(aaguid: [UInt8], credentialID: [UInt8], credentialPublicKey: [UInt8]) {
        self.aaguid = aaguid
        self.credentialID = credentialID
        self.credentialPublicKey = credentialPublicKey
    }
}
