import Foundation
import Testing

/// The layering the compiler keeps, pinned: the renderers depend on the screen kit
/// alone (never on the flow, the client or HaapiUI), the kit on the model and graphics
/// alone, and every module a target imports is one it declares in `Package.swift`.
@Suite("Package layering")
struct PackageLayeringTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each target of `Package.swift` with the package's own targets it depends on.
    static func targets() throws -> [String: Set<String>] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var targets: [String: Set<String>] = [:]
        let declaration = /\.(?:target|executableTarget|testTarget)\(\s*name:\s*"(\w+)"/
        for match in manifest.matches(of: declaration) {
            let name = String(match.output.1)
            let rest = manifest[match.range.upperBound...]
            // The declaration's own dependency list: before the next target begins.
            let next = rest.firstMatch(of: declaration)?.range.lowerBound ?? rest.endIndex
            let own = rest[..<next]
            guard let list = own.range(of: "dependencies: ["), let close = own[list.upperBound...].firstIndex(of: "]") else {
                targets[name] = []
                continue
            }
            let names = own[list.upperBound..<close].matches(of: /"([A-Za-z]\w*)"/).map { String($0.output.1) }
            targets[name] = Set(names.filter { $0.hasPrefix("Haapi") || $0 == "haapi" })
        }
        return targets
    }

    static func closure(of name: String, in targets: [String: Set<String>]) -> Set<String> {
        var seen: Set<String> = []
        var queue = Array(targets[name] ?? [])
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            queue += targets[next] ?? []
        }
        return seen
    }

    @Test("the manifest is read: the library targets are found with their dependencies")
    func theManifestIsRead() throws {
        let targets = try Self.targets()
        #expect(targets.count > 30)
        #expect(targets["HaapiUI"]?.contains("HaapiFlow") == true)
        #expect(targets["HaapiModel"] == [])
    }

    @Test("renderers reach neither the flow nor the client nor HaapiUI", arguments: ["HaapiTerminal", "HaapiHTML"])
    func renderersDependOnTheKitAlone(_ renderer: String) throws {
        let closure = Self.closure(of: renderer, in: try Self.targets())
        #expect(closure.contains("HaapiScreenKit"))
        #expect(closure.isDisjoint(with: ["HaapiUI", "HaapiFlow", "HaapiClient", "HaapiWebAuthn", "HaapiJOSE"]), "\(renderer) reaches \(closure.sorted())")
    }

    @Test func theKitDependsOnLocalizationModelAndGraphicsAlone() throws {
        #expect(Self.closure(of: "HaapiScreenKit", in: try Self.targets()) == ["HaapiLocalization", "HaapiModel", "HaapiGraphics"])
    }

    @Test("every module a library imports is one it declares")
    func importsAreDeclared() throws {
        let targets = try Self.targets()
        let sources = Self.root.appendingPathComponent("Sources")
        var undeclared: [String] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            guard let declared = targets[folder], let files = FileManager.default.enumerator(atPath: sources.appendingPathComponent(folder).path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: sources.appendingPathComponent(folder).appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: /(?m)^(?:@\w+ )*(?:public |package |internal )?import (Haapi\w+)$/) {
                    let module = String(match.output.1)
                    if module != folder, !declared.contains(module) { undeclared.append("\(folder)/\(file) imports \(module)") }
                }
            }
        }
        #expect(undeclared.isEmpty, "\(undeclared)")
    }
}
