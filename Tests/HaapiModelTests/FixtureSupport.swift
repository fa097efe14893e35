import Foundation
import HaapiModel

/// The recorded server responses shipped in `Fixtures/` (see `Fixtures/PROVENANCE.md`).
enum Fixtures {
    /// The URL the recordings were fetched from, for resolving relative `href`s.
    static let baseURL = URL(string: "https://login.example.com/dev/authn/authenticate")!

    static var directory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
    }

    /// Every JSON file in the fixtures folder.
    static var allNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The fixtures that are whole documents (the `tests-field*` ones are single fields).
    static var documentNames: [String] {
        allNames.filter { !$0.hasPrefix("tests-field") }
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name + ".json")))
    }

    static func document(_ name: String) throws -> HaapiDocument {
        try HaapiDecoder(baseURL: baseURL).decode(try bytes(name))
    }

    static func representation(_ name: String) throws -> Representation {
        guard case .representation(let r) = try document(name) else {
            throw FixtureError.notARepresentation(name)
        }
        return r
    }

    static func problem(_ name: String) throws -> Problem {
        guard case .problem(let p) = try document(name) else {
            throw FixtureError.notAProblem(name)
        }
        return p
    }

    enum FixtureError: Error {
        case notARepresentation(String)
        case notAProblem(String)
    }
}

/// Expects `body` to throw a `HaapiDecodingError` and returns it.
func decodingError(_ body: () throws(HaapiDecodingError) -> Void) -> HaapiDecodingError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}
