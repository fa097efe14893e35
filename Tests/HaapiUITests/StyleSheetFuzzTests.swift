import Foundation
import HaapiTesting
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// Whatever bytes a style sheet holds, loading ends in a registry or a
/// ``ThemeError`` with a line inside the input: never a crash or a hang.
@Suite("Style sheet fuzzing")
struct StyleSheetFuzzTests {
    /// Loads `bytes` and checks that an error, if any, points inside them.
    func survive(_ bytes: [UInt8], _ registry: ThemeRegistry) {
        let lines = bytes.filter { $0 == UInt8(ascii: "\n") }.count + 1
        do {
            _ = try registry.loadingStyleSheet(Data(bytes), file: "Fuzz.nss")
        } catch {
            #expect(error.file == "Fuzz.nss")
            if let line = error.line {
                #expect((1...lines).contains(line), "line \(line) of \(lines) lines")
                #expect((error.column ?? 0) >= 1)
            }
            #expect(!error.description.isEmpty)
        }
        _ = try? registry.loadingStyleSheet(Data(bytes), file: "Fuzz.nss", unknownKeys: .reject)
    }

    @Test func everyTruncationOfTheSeedSheets() throws {
        let registry = try StyleSheetTargets.registry()
        for sheet in [StyleSheetFixtures.basicAuthentication, StyleSheetFixtures.otherSeedBlocks] {
            let bytes = Array(sheet)
            for end in 0...bytes.count { survive(Array(bytes[..<end]), registry) }
        }
    }

    @Test func randomMutationsOfTheSeedSheet() throws {
        let registry = try StyleSheetTargets.registry()
        var random = SeededGenerator(seed: 0x5EED_0002)
        let original = Array(StyleSheetFixtures.basicAuthentication)
        let specials = Array("{}:;@#/*,.\" \n-".utf8)
        for _ in 0..<1500 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = specials.randomElement(using: &random) ?? 0
                case 1: bytes.remove(at: index)
                default: bytes.insert(UInt8.random(in: 0...255, using: &random), at: index)
                }
                if bytes.isEmpty { bytes = [0] }
            }
            survive(bytes, registry)
        }
    }

    @Test func randomBytesAndRandomTokens() throws {
        let registry = try StyleSheetTargets.registry()
        var random = SeededGenerator(seed: 0xF022)
        let tokens = [
            "fdlLabel", "fdlPrimaryButton", "fdlFUIWelcomeScreen_headlineLabel", "fdlNope", "{", "}", ":", ";", ",",
            "/*", "*/", "@brand", "@primary1", "#28666666", "#FFF", "8", "-3", "font-color", "font-size", "font-name",
            "thinSystem", "text-align", "center", "text-line-clamp", "padding", "corner-radius", "bar-style", " ", "\n", "é",
        ]
        for _ in 0..<1500 {
            let bytes: [UInt8]
            if Bool.random(using: &random) {
                bytes = (0..<Int.random(in: 0...120, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            } else {
                let count = Int.random(in: 0...60, using: &random)
                bytes = Array((0..<count).map { _ in tokens.randomElement(using: &random) ?? "" }.joined().utf8)
            }
            survive(bytes, registry)
        }
    }

    @Test func deepAndLongInputsEndQuickly() throws {
        let registry = try StyleSheetTargets.registry()
        survive(Array(String(repeating: "{", count: 100_000).utf8), registry)
        survive(Array(String(repeating: "/*", count: 50_000).utf8), registry)
        survive(Array(("fdlLabel {" + String(repeating: "font-color: red;", count: 20_000) + "}").utf8), registry)
        survive(Array(String(repeating: "@a: @a @a;", count: 5_000).utf8), registry)
    }
}
