import Crypto
import Foundation
import HaapiWeb
import Testing

/// Sealed records open only with their key, under their own name, in a format this version knows.
@Suite("Web session sealer")
struct WebSessionSealerTests {
    let record = WebSessionStoreTests.record("a")

    @Test func aSealedRecordOpensOnlyWithItsKeyAndUnderItsOwnName() throws {
        let sealer = WebSessionSealer(key: SymmetricKey(size: .bits256))
        let body = try sealer.seal(record, store: "s")
        #expect(try sealer.open(body, key: "a", store: "s") == record)
        #expect(!String(decoding: body, as: UTF8.self).contains("csrf-a"), "nothing of the record is readable")
        let moved = #expect(throws: WebSessionStoreError.self) { try sealer.open(body, key: "b", store: "s") }
        #expect(moved?.kind == .unreadableRecord)
        #expect(moved?.reason == "a session record does not open with its key: it was changed or moved")
        let other = #expect(throws: WebSessionStoreError.self) { try WebSessionSealer(key: SymmetricKey(size: .bits256)).open(body, key: "a", store: "s") }
        #expect(other?.reason == "a session record is sealed with key \(sealer.keyID), which this host does not have")
        var changed = body
        changed[changed.count - 1] ^= 1
        #expect(throws: WebSessionStoreError.self) { try sealer.open(changed, key: "a", store: "s") }
        let unsealed = #expect(throws: WebSessionStoreError.self) { try WebSessionSealer(key: nil).open(body, key: "a", store: "s") }
        #expect(unsealed?.kind == .unreadableRecord)
    }

    @Test func aRecordOfANewerFormatOrOfNoFormatIsNamedAsSuch() throws {
        let sealer = WebSessionSealer(key: nil)
        var newer = try sealer.seal(record, store: "s")
        newer[0] = 2
        let error = #expect(throws: WebSessionStoreError.self) { try sealer.open(newer, key: "a", store: "s") }
        #expect(error?.reason == "a session record has format 2, written by a newer version (this one reads 1)")
        #expect(error?.description == "web session store s: a session record has format 2, written by a newer version (this one reads 1)")
        for junk in [Data(), Data("{}".utf8), Data([1, 0, 0])] {
            let error = #expect(throws: WebSessionStoreError.self) { try sealer.open(junk, key: "a", store: "s") }
            #expect(error?.kind == .unreadableRecord)
        }
    }

    @Test func theKeyIDNamesTheKeyAndRevealsNothingOfIt() {
        let key = SymmetricKey(data: Data(repeating: 7, count: 32))
        #expect(WebSessionSealer.id(of: key) == WebSessionSealer.id(of: SymmetricKey(data: Data(repeating: 7, count: 32))))
        #expect(WebSessionSealer.id(of: key).count == 16)
        #expect(WebSessionSealer.id(of: key) != WebSessionSealer.id(of: SymmetricKey(size: .bits256)))
        #expect(WebSessionSealer(key: key, previousKeys: [SymmetricKey(size: .bits256)]).readableKeyIDs.count == 2)
    }
}
