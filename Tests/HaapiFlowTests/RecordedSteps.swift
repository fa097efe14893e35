import Foundation
import HaapiModel

/// The recorded server responses kept with the model tests (`HaapiModelTests/Fixtures`).
enum RecordedSteps {
    static let baseURL = URL(string: "https://login.example.com/dev/authn/authenticate")!

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("HaapiModelTests/Fixtures")

    static var documentNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") && !$0.hasPrefix("tests-field") }.map { String($0.dropLast(5)) }.sorted()
    }

    static func document(_ name: String) throws -> HaapiDocument {
        let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name + ".json")))
        return try HaapiDecoder(baseURL: baseURL).decode(bytes)
    }
}
