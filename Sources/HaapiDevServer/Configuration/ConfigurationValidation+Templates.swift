import Foundation
import HaapiJOSE

extension DevServerConfiguration {
    /// The template rules: each template accepts registrations in at least one way, and
    /// its software statement key is an EC P-256 public key.
    func validateTemplates(file: String) throws(DevServerConfigurationError) {
        for (index, client) in clients.enumerated() {
            guard let template = client.template else { continue }
            let key = "clients[\(index)].template"
            guard template.clientAuthentication || template.softwareStatementKey != nil else {
                throw DevServerConfigurationError(
                    file: file, key: key,
                    reason: "accepts no registration: set clientAuthentication to true or give a softwareStatementKey")
            }
            if let members = template.softwareStatementKey {
                do {
                    _ = try JWK(members: members.mapValues { JWTClaimValue.string($0) }).p256PublicKey()
                } catch {
                    throw DevServerConfigurationError(
                        file: file, key: "\(key).softwareStatementKey", reason: "not an EC P-256 public key: \(error)")
                }
                if members.keys.contains(where: JWK.privateMemberNames.contains) {
                    throw DevServerConfigurationError(
                        file: file, key: "\(key).softwareStatementKey",
                        reason: "holds private key members; give the public key only")
                }
            }
        }
    }
}
