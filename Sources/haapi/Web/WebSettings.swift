import ArgumentParser
import Configuration
import Foundation
import SystemPackage
import Yams

/// `haapi web`'s settings from a configuration file (`--config FILE`: JSON for `.json`,
/// else YAML) and `HAAPI_WEB_…` environment variables, read through one swift-configuration
/// reader. Every command-line option has a key of its name (`port`, `public-url`,
/// `client-secret`: a list for the repeatable ones) and a variable `HAAPI_WEB_<NAME>`
/// (`HAAPI_WEB_PUBLIC_URL`); flags take `true` or `false`. The command line wins over the
/// environment, the environment over the file. The store's keys are `store-key` and
/// `store-previous-keys`; a secret (those and `client-secret`) may instead be read from the
/// file its `<key>-file` names (`HAAPI_WEB_STORE_KEY_FILE`), as container secrets are given.
/// An unknown key or variable, or a value of the wrong kind, is refused at start with the
/// file, the key and why.
struct WebSettings {
    /// The environment variables' prefix.
    static let prefix = "HAAPI_WEB_"
    /// Keys that are no option (secrets that never go on a command line).
    static let storeKeys = ["store-key", "store-previous-keys"]
    /// The secrets, each of which may come from a file instead.
    static let secrets = ["client-secret"] + storeKeys
    /// Options given more than once.
    static let repeatable: Set<String> = ["image", "screen", "scope", "acr"]
    /// The largest secret file read.
    static let largestSecretFile = 64 * 1024

    private let reader: ConfigReader
    private let file: String?
    private let fileKeys: Set<String>
    private let environment: [String: String]

    /// `haapi web`'s options, by long name, and whether each takes a value (else it is a flag).
    static let options: [(name: String, takesValue: Bool)] = {
        let help = WebCommand.helpMessage(columns: 10_000)
        var seen = Set<String>()
        // The lines of the options' section: "--name <value>  help", "-h, --help  help".
        let section = help.components(separatedBy: "\nOPTIONS:\n").dropFirst().first ?? ""
        return section.split(separator: "\n").compactMap { line in
            var text = Substring(line.trimmingCharacters(in: .whitespaces))
            if text.count > 4, text.hasPrefix("-"), text.dropFirst(2).hasPrefix(", --") { text = text.dropFirst(4) }
            guard text.hasPrefix("--") else { return nil }
            let start = text.dropFirst(2)
            let name = String(start.prefix { $0.isLetter || $0.isNumber || $0 == "-" })
            guard !["help", "config", "version"].contains(name), seen.insert(name).inserted else { return nil }
            return (name, start.dropFirst(name.count).hasPrefix(" <"))
        }
    }()

    /// Every key a file may hold.
    static var keys: Set<String> {
        Set(options.map(\.name) + storeKeys + secrets.map { $0 + "-file" })
    }

    /// The variable of `key`: `public-url` → `HAAPI_WEB_PUBLIC_URL`.
    static func variable(_ key: String) -> String {
        prefix + key.uppercased().replacingOccurrences(of: "-", with: "_")
    }

    /// Reads `file` (if any) and `environment`, refusing what `haapi web` does not know.
    static func load(file: String?, environment: [String: String]) async throws(CommandFailure) -> WebSettings {
        let known = keys
        let variables = Dictionary(uniqueKeysWithValues: known.map { (variable($0), $0) })
        if let unknown = environment.keys.sorted().first(where: { $0.hasPrefix(prefix) && variables[$0] == nil }) {
            throw CommandFailure("\(unknown) is no setting of haapi web (its settings: \(known.sorted().map(variable).joined(separator: ", ")))", exitCode: 64)
        }
        var providers: [any ConfigProvider] = [
            KeyMappingProvider(
                upstream: EnvironmentVariablesProvider(
                    environmentVariables: environment.filter { $0.key.hasPrefix(prefix) },
                    secretsSpecifier: .specific(Set(secrets.map(variable)))),
                keyMapper: { $0.prepending(["haapi", "web"]) }),
        ]
        var keysInFile: [String] = []
        if let file {
            let keys = try fileKeys(file)
            keysInFile = keys
            if let unknown = keys.first(where: { !known.contains($0) }) {
                throw CommandFailure("\(file): '\(unknown)' is no setting of haapi web (its settings: \(known.sorted().joined(separator: ", ")))", exitCode: 64)
            }
            do {
                if file.hasSuffix(".json") {
                    providers.append(try await FileProvider<JSONSnapshot>(filePath: FilePath(file)))
                } else {
                    providers.append(try await FileProvider<YAMLSnapshot>(filePath: FilePath(file)))
                }
            } catch {
                throw CommandFailure("\(file): \(error)", exitCode: 64)
            }
        }
        return WebSettings(reader: ConfigReader(providers: providers), file: file, fileKeys: Set(keysInFile), environment: environment)
    }

    /// The top-level keys of `file`, which must be a mapping of settings (at most 1 MiB).
    static func fileKeys(_ file: String) throws(CommandFailure) -> [String] {
        let data = try readFile(file, what: "--config", limit: 1 << 20)
        let parsed: Any?
        do {
            if file.hasSuffix(".json") {
                parsed = try JSONSerialization.jsonObject(with: data)
            } else {
                parsed = try Yams.load(yaml: String(decoding: data, as: UTF8.self))
            }
        } catch {
            throw CommandFailure("\(file): not \(file.hasSuffix(".json") ? "JSON" : "YAML"): \(error)", exitCode: 64)
        }
        guard let mapping = parsed as? [String: Any] else {
            throw CommandFailure("\(file): expected a mapping of settings (port: 8080, store: ...)", exitCode: 64)
        }
        for (key, value) in mapping where value is [String: Any] {
            throw CommandFailure("\(file): '\(key)' takes a value or a list, not a mapping", exitCode: 64)
        }
        return mapping.keys.sorted()
    }

    /// `path`'s bytes (at most `limit`), or why not.
    static func readFile(_ path: String, what: String, limit: Int) throws(CommandFailure) -> Data {
        do {
            return try CommandFiles.read(path, what: what, limit: limit)
        } catch let failure as CommandFailure {
            throw CommandFailure(failure.message, exitCode: 64)
        } catch {
            throw CommandFailure("\(what) \(path): \(error)", exitCode: 64)
        }
    }

    /// Where `key`'s value comes from, for messages: its variable, or the file.
    func source(of key: String) -> String {
        environment[Self.variable(key)] != nil ? Self.variable(key) : "'\(key)' in \(file ?? "the configuration")"
    }

    /// The values of `key` as text: one, several (a list), or none.
    func values(_ key: String) throws(CommandFailure) -> [String] {
        let configKey = ConfigKey([key])
        if let text = try? reader.requiredString(forKey: configKey) { return [text] }
        if let number = try? reader.requiredInt(forKey: configKey) { return [String(number)] }
        if let flag = try? reader.requiredBool(forKey: configKey) { return [String(flag)] }
        if let number = try? reader.requiredDouble(forKey: configKey) { return [String(number)] }
        if let list = try? reader.requiredStringArray(forKey: configKey) { return list }
        // Not there, or there as nothing this reads (null, an empty list).
        guard environment[Self.variable(key)] != nil || fileKeys.contains(key) else { return [] }
        throw CommandFailure("\(source(of: key)): expected a text, a number, true or false, or a list of texts", exitCode: 64)
    }

    /// Secret `key`, from its own value (a list joined with commas) or the file its
    /// `<key>-file` names (not both).
    func secret(_ key: String) throws(CommandFailure) -> String? {
        let given = try values(key)
        let direct = given.isEmpty ? nil : given.joined(separator: ",")
        guard let path = try values(key + "-file").first else { return direct }
        guard direct == nil else {
            throw CommandFailure("\(source(of: key)) and \(source(of: key + "-file")): give the secret or its file, not both", exitCode: 64)
        }
        let data = try Self.readFile(path, what: source(of: key + "-file"), limit: Self.largestSecretFile)
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `arguments` (`web …`, as given) with the configured options the command line does not
    /// give added to it, and each added option's source (for errors that name it).
    func expanded(_ arguments: [String]) throws(CommandFailure) -> (arguments: [String], sources: [String: String]) {
        var expanded = arguments
        var sources: [String: String] = [:]
        let given = Set(arguments.compactMap { $0.hasPrefix("--") ? String($0.dropFirst(2).prefix { $0 != "=" }) : nil })
        for (name, takesValue) in Self.options where !given.contains(name) {
            let isSecret = Self.secrets.contains(name)
            let values = isSecret ? try secret(name).map { [$0] } ?? [] : try values(name)
            guard !values.isEmpty else { continue }
            // A secret given by its file is named by the file's key.
            let fromFile = isSecret ? try self.values(name).isEmpty : false
            sources[name] = source(of: fromFile ? name + "-file" : name)
            if !takesValue {
                guard values.count == 1, let flag = Bool(values[0].lowercased()) else {
                    throw CommandFailure("\(source(of: name)): '\(values.joined(separator: ", "))' is not true or false", exitCode: 64)
                }
                if flag { expanded.append("--" + name) }
                continue
            }
            guard values.count == 1 || Self.repeatable.contains(name) else {
                throw CommandFailure("\(source(of: name)): one value, not a list", exitCode: 64)
            }
            for value in values { expanded += ["--" + name, value] }
        }
        return (expanded, sources)
    }

    /// `message` (ArgumentParser's, about an option) with the source of the option it names, when the configuration gave it.
    static func naming(_ message: String, sources: [String: String]) -> String {
        guard let (_, source) = sources.sorted(by: { $0.key.count > $1.key.count }).first(where: { message.contains("--" + $0.key) }) else {
            return message
        }
        return "\(message) (from \(source))"
    }
}
