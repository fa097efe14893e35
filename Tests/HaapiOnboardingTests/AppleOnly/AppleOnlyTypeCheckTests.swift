import Foundation
import HaapiTesting
import Testing

/// The Apple-only files (Keychain store, LocalAuthentication biometrics) never compile
/// on Linux; `Tests/AppleStubs/check` type-checks them against signature stubs of the
/// Apple APIs and the built HaapiOnboarding module, so a typo or a wrong signature
/// fails here rather than on the first Apple build.
@Suite("Apple-only code type-checks against the API stubs")
struct AppleOnlyTypeCheckTests {
    private static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test(.enabled(if: programPath("swiftc") != nil, "swiftc is not on PATH; the Apple-only files were not type-checked"))
    func appleOnlyFilesTypeCheck() async throws {
        let arguments = ["bash", Self.root.appending(path: "Tests/AppleStubs/check").path(percentEncoded: false)]
        var environment = ProcessInfo.processInfo.environment
        // The modules this test binary was built with sit beside it.
        let products = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [products.appending(path: "Modules"), products] {
            if FileManager.default.fileExists(atPath: candidate.appending(path: "HaapiOnboarding.swiftmodule").path(percentEncoded: false)) {
                environment["HAAPI_MODULES"] = candidate.path(percentEncoded: false)
                break
            }
        }
        let output = try await runProgram("/usr/bin/env", arguments, environment: environment)
        #expect(output.status == 0, "Tests/AppleStubs/check failed:\n\(output.stdout)\(output.stderr)")
    }
}
