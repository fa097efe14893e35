import Crypto
import Foundation
import NIOSSL
import SwiftASN1
import X509

/// A certificate authority made for one test run, and a server certificate it issued for
/// 127.0.0.1 and `localhost`: what a local TLS server needs, and what a client must be
/// told to trust (no system trusts it).
struct TestCertificateAuthority {
    /// The authority's own certificate, to trust.
    let root: NIOSSLCertificate
    /// The server's certificate, issued by ``root``.
    let serverCertificate: NIOSSLCertificate
    /// The server certificate's private key.
    let serverKey: NIOSSLPrivateKey

    init() throws {
        let now = Date()
        let authorityKey = P256.Signing.PrivateKey()
        let authorityName = try DistinguishedName { CommonName("HaapiKit transport tests CA") }
        let authority = try Certificate(
            version: .v3, serialNumber: .init(), publicKey: .init(authorityKey.publicKey),
            notValidBefore: now - 3600, notValidAfter: now + 86_400, issuer: authorityName, subject: authorityName,
            signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
                Critical(KeyUsage(keyCertSign: true))
            },
            issuerPrivateKey: .init(authorityKey))
        let serverKey = P256.Signing.PrivateKey()
        let server = try Certificate(
            version: .v3, serialNumber: .init(), publicKey: .init(serverKey.publicKey),
            notValidBefore: now - 3600, notValidAfter: now + 86_400, issuer: authorityName,
            subject: try DistinguishedName { CommonName("127.0.0.1") },
            signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.notCertificateAuthority)
                Critical(KeyUsage(digitalSignature: true))
                try ExtendedKeyUsage([.serverAuth])
                SubjectAlternativeNames([.dnsName("localhost"), .ipAddress(ASN1OctetString(contentBytes: [127, 0, 0, 1]))])
            },
            issuerPrivateKey: .init(authorityKey))
        self.root = try NIOSSLCertificate(bytes: Self.der(authority), format: .der)
        self.serverCertificate = try NIOSSLCertificate(bytes: Self.der(server), format: .der)
        self.serverKey = try NIOSSLPrivateKey(bytes: Array(serverKey.derRepresentation), format: .der)
    }

    private static func der(_ certificate: Certificate) throws -> [UInt8] {
        var serializer = DER.Serializer()
        try serializer.serialize(certificate)
        return serializer.serializedBytes
    }

    /// A server's TLS configuration with ``serverCertificate``.
    var serverTLS: TLSConfiguration {
        TLSConfiguration.makeServerConfiguration(certificateChain: [.certificate(serverCertificate)], privateKey: .privateKey(serverKey))
    }

    /// A client's TLS configuration that trusts ``root`` (and nothing else).
    var clientTLS: TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.trustRoots = .certificates([root])
        return configuration
    }
}
