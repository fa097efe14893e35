import Foundation
import HaapiTesting
import Testing

/// The Swift samples of the seeds (`../shared/seeds`, the vendor documents HaapiKit
/// implements) type-check against the built modules: a developer coming from those SDKs
/// finds their own code compiles. `Tests/SeedSamples/samples.json` says where each sample
/// is and which edits it needs, each with its reason (the porting guide lists them); the
/// UIKit and `IdsvrHaapiUIKit` stand-ins in `Tests/SeedSamples/StandIns` supply what Linux
/// has not. A cast the compiler knows always fails counts as an error: it would compile
/// and silently never match.
@Suite("The seeds' Swift samples type-check")
struct SeedSampleTypeCheckTests {
    private static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let folder = root.appending(path: "Tests/SeedSamples")

    /// The seeds: `HAAPI_SEEDS`, else `../shared/seeds` beside the package.
    private static let seeds: URL? = {
        let given = ProcessInfo.processInfo.environment["HAAPI_SEEDS"].map { URL(filePath: $0) }
        let folder = given ?? root.deletingLastPathComponent().appending(path: "shared/seeds")
        return FileManager.default.fileExists(atPath: folder.appending(path: "README.md").path(percentEncoded: false)) ? folder : nil
    }()

    private static let skipped = programPath("swiftc") == nil
        ? "swiftc is not on PATH; the seeds' samples were not type-checked"
        : "the seeds are not at ../shared/seeds (set HAAPI_SEEDS); their samples were not type-checked"

    /// The porting guide of each seed family, which lists every edit's reason word for word.
    static let guides = [
        "000": "Sources/HaapiUI/HaapiUI.docc/PortingFromCurity.md", "001": "Sources/HaapiUI/HaapiUI.docc/PortingFromCurity.md",
        "004": "Sources/HaapiUI/HaapiUI.docc/PortingFromCurity.md",
        "002": "Sources/HaapiOnboarding/HaapiOnboarding.docc/PortingFromSAPFiori.md",
        "003": "Sources/HaapiApp/HaapiApp.docc/PortingFromDigidentityIDK.md",
    ]

    @Test func everyEditIsListedWithItsReasonInItsPortingGuide() throws {
        let manifest = try SeedSampleManifest.load(from: Self.folder)
        #expect(!manifest.samples.isEmpty)
        for sample in manifest.samples {
            #expect(!sample.parts.isEmpty, "\(sample.id) has no part")
            let guide = try #require(Self.guides[String(sample.seed.prefix(3))], "no porting guide for \(sample.seed)")
            let text = try String(contentsOf: Self.root.appending(path: guide), encoding: .utf8)
            for edit in sample.edits {
                #expect(!edit.why.isEmpty && edit.replace != edit.with, "\(sample.id): an edit without a reason, or one that changes nothing")
                #expect(text.contains("- " + edit.why + "\n"), "\(guide) does not list the reason of an edit of \(sample.id): \(edit.why)")
            }
        }
    }

    @Test(.enabled(if: programPath("swiftc") != nil && seeds != nil, "\(skipped)"))
    func everySampleTypeChecks() async throws {
        let manifest = try SeedSampleManifest.load(from: Self.folder)
        guard let seeds = Self.seeds, let modules = Self.builtModules() else {
            Issue.record("the built modules (HaapiUI.swiftmodule) were not found beside the test binary")
            return
        }
        let work = FileManager.default.temporaryDirectory.appending(path: "seed-samples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let compiler = try SwiftCompiler(modules: modules, work: work)
        let standIns = try FileManager.default.contentsOfDirectory(at: Self.folder.appending(path: "StandIns"), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        for standIn in standIns {
            let name = standIn.deletingPathExtension().lastPathComponent
            let output = try await compiler.emitModule(name, from: standIn)
            try #require(output.status == 0, "the \(name) stand-in does not build:\n\(output.stdout)\(output.stderr)")
        }
        for (index, sample) in manifest.samples.enumerated() {
            let source: String
            do {
                source = try sample.source(seeds: seeds, name: "seedSample\(index)")
            } catch {
                Issue.record("\(sample.id): \(error)")
                continue
            }
            let file = work.appending(path: "Sample\(index).swift")
            try Data(source.utf8).write(to: file)
            let context = Self.folder.appending(path: "AppContext/\(sample.context).swift")
            let output = try await compiler.typeCheck([context, file])
            let text = output.stdout + output.stderr
            let silentFailures = text.split(separator: "\n").filter { $0.contains("always fails") || $0.contains("will never be executed") }
            #expect(output.status == 0 && silentFailures.isEmpty, "\(sample.id) (\(sample.seed)) does not type-check:\n\(text)\n--- the sample as checked ---\n\(source)")
        }
    }

    /// Where the modules this test binary was built with are.
    private static func builtModules() -> URL? {
        let products = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent()
        return [products.appending(path: "Modules"), products].first { candidate in
            FileManager.default.fileExists(atPath: candidate.appending(path: "HaapiUI.swiftmodule").path(percentEncoded: false))
        }
    }
}

/// `swiftc` with the built modules, their C modules, and the stand-ins made in `work`.
private struct SwiftCompiler {
    let swiftc: String
    let flags: [String]
    let work: URL

    init(modules: URL, work: URL) throws {
        guard let swiftc = programPath("swiftc") else { throw TestError("swiftc is not on PATH") }
        self.swiftc = swiftc
        self.work = work
        var products = modules
        if products.lastPathComponent == "Modules" { products.deleteLastPathComponent() }
        // C modules the built Swift modules were compiled against (swift-crypto's BoringSSL).
        var maps: [String] = []
        if let found = FileManager.default.enumerator(at: products, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) {
            for case let url as URL in found {
                // `<target>.build/module.modulemap`, not the headers' maps further down.
                if found.level >= 2 { found.skipDescendants() }
                if found.level <= 2, url.lastPathComponent == "module.modulemap" {
                    maps += ["-Xcc", "-fmodule-map-file=\(url.path(percentEncoded: false))"]
                }
            }
        }
        flags = ["-swift-version", "6", "-parse-as-library", "-I", work.path(percentEncoded: false), "-I", modules.path(percentEncoded: false)] + maps
    }

    func emitModule(_ name: String, from file: URL) async throws -> ProgramOutput {
        let path = work.appending(path: "\(name).swiftmodule").path(percentEncoded: false)
        return try await runProgram(swiftc, ["-emit-module", "-module-name", name, "-emit-module-path", path] + flags + [file.path(percentEncoded: false)])
    }

    func typeCheck(_ files: [URL]) async throws -> ProgramOutput {
        try await runProgram(swiftc, ["-typecheck", "-module-name", "SeedSample"] + flags + files.map { $0.path(percentEncoded: false) })
    }
}
