import Foundation
import HaapiModel

/// The recorded HAAPI documents of the main package's model tests.
public let fixtureDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/HaapiModelTests/Fixtures")

/// The bytes of fixture `name` (without `.json`); stops the benchmark when it is missing.
public func fixtureBytes(_ name: String) -> [UInt8] {
    guard let data = try? Data(contentsOf: fixtureDirectory.appendingPathComponent(name + ".json")) else {
        preconditionFailure("no fixture \(name).json in \(fixtureDirectory.path)")
    }
    return Array(data)
}

/// The names (without `.json`) of every recorded HAAPI document, sorted; the two
/// `tests-field*` files are single fields, not documents.
public func documentFixtureNames() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtureDirectory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix("tests-field") }.sorted().map { String($0.dropLast(5)) }
}

/// The URL the fixtures are taken to come from, as the dev server's authenticate endpoint.
public let stepURL = URL(string: "https://login.example.com/dev/authn/authenticate")!

/// The decoder every benchmark decodes the fixtures with.
public let stepDecoder = HaapiDecoder(baseURL: stepURL)
