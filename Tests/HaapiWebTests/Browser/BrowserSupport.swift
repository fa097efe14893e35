import Foundation
import HaapiTesting
import Testing

/// Runs `browser_scenarios.py` (selenium driving headless Chromium) against a web host.
enum Browser {
    /// Why the browser tests cannot run here, or `nil` when they can.
    static let missing: String? = {
        for program in ["chromium", "chromedriver", "python3"] where programPath(program) == nil {
            return "\(program) not installed (.ci/run installs chromium, chromium-driver and Python selenium): the browser tests are skipped"
        }
        guard (try? runProgramBlocking("/usr/bin/env", ["python3", "-c", "import selenium"]).status) == 0 else {
            return "Python selenium not installed (pip install selenium; .ci/run does): the browser tests are skipped"
        }
        return nil
    }()

    /// axe-core's script, from the PyPI package `axe-playwright-python`, when installed.
    static let axeScript: String? = {
        guard let output = try? runProgramBlocking("/usr/bin/env", ["python3", "-c", "import axe_playwright_python, os; print(os.path.join(os.path.dirname(axe_playwright_python.__file__), 'axe.min.js'))"]),
            output.status == 0
        else { return nil }
        let path = output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    /// `--axe FILE` when axe-core is installed (scenarios then audit the screens they reach), else nothing.
    static var axeArguments: [String] { axeScript.map { ["--axe", $0] } ?? [] }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("browser_scenarios.py").path
    /// The passkey scenarios (Chromium's virtual authenticator), next to the others.
    static let passkeyScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("passkey_scenarios.py").path
    /// The access scenarios (keyboard-only journeys, WCAG 2.2 checks beyond axe), next to the others.
    static let accessScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("access_scenarios.py").path
    /// The live camera scenarios (Chromium's fake camera), next to the others.
    static let cameraScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("camera_scenarios.py").path

    /// What a scenario reported.
    struct Report: Sendable {
        var failures: [String]
        var notes: [String: any Sendable]
        var raw: String
    }

    /// Runs `scenario` of `script` against `base` (the web host) and `dev` (the dev server).
    static func scenario(_ scenario: String, base: URL, dev: URL? = nil, _ extra: [String] = [], script: String = Browser.script) async throws -> Report {
        let arguments = ["python3", script, scenario, "--base", base.absoluteString.trimmingSuffix("/"), "--dev", dev?.absoluteString.trimmingSuffix("/") ?? ""] + extra
        let output = try await runProgram("/usr/bin/env", arguments)
        guard let line = output.stdout.split(separator: "\n").last, let data = String(line).data(using: .utf8),
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { throw TestError("\(scenario): no report; stderr: \(output.stderr.suffix(1500))") }
        let notes = (object["notes"] as? [String: Any] ?? [:]).mapValues { value -> any Sendable in
            if let text = value as? String { return text }
            if JSONSerialization.isValidJSONObject(value), let data = try? JSONSerialization.data(withJSONObject: value) {
                return String(decoding: data, as: UTF8.self)
            }
            return "\(value)"
        }
        return Report(failures: object["failures"] as? [String] ?? ["no failures list"], notes: notes, raw: String(line))
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
