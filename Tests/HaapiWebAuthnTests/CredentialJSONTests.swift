import Foundation
import HaapiModel
import HaapiWebAuthn
import Testing

@Suite struct CredentialJSONTests {
    @Test func creationOptionsReadTheServersJSON() throws {
        let json = Data(#"{"rp":{"id":"login.example.com","name":"Example"},"user":{"id":"AQID","name":"sam","displayName":"Sam"},"challenge":"Zm9v","pubKeyCredParams":[{"type":"public-key","alg":-7}],"authenticatorSelection":{"residentKey":"required","userVerification":"required"},"extensions":{"credProps":true}}"#.utf8)
        let options = try JSONDecoder().decode(PublicKeyCredentialCreationOptionsJSON.self, from: json)
        #expect(options.rp.id == "login.example.com")
        #expect(options.pubKeyCredParams.map(\.alg) == [-7])
        #expect(options.authenticatorSelection?.residentKey == "required")
        #expect(options.extensions == .object(["credProps": true]))
    }
}
