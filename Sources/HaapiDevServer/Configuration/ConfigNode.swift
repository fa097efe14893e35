import HaapiModel
import Yams

/// A parsed configuration document, the same for JSON and YAML: scalars are kept as
/// text and read as the type each key needs.
indirect enum ConfigNode: Sendable {
    case scalar(String, line: Int?)
    case null(line: Int?)
    case mapping([(key: String, value: ConfigNode)], line: Int?)
    case sequence([ConfigNode], line: Int?)

    var line: Int? {
        switch self {
        case .scalar(_, let line), .null(let line), .mapping(_, let line), .sequence(_, let line): line
        }
    }

    var kindDescription: String {
        switch self {
        case .scalar: "a scalar"
        case .null: "null"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }

    /// Reads a JSON document.
    static func parseJSON(_ text: String, file: String) throws(DevServerConfigurationError) -> ConfigNode {
        do {
            return fromJSON(try JSONValue.parse(text))
        } catch {
            throw DevServerConfigurationError(file: file, key: "", reason: "not valid JSON: \(error)")
        }
    }

    private static func fromJSON(_ value: JSONValue) -> ConfigNode {
        switch value {
        case .null: .null(line: nil)
        case .bool(let b): .scalar(b ? "true" : "false", line: nil)
        case .number(let n): .scalar(n.literal, line: nil)
        case .string(let s): .scalar(s, line: nil)
        case .array(let a): .sequence(a.map(fromJSON), line: nil)
        case .object(let o): .mapping(o.sorted { $0.key < $1.key }.map { ($0.key, fromJSON($0.value)) }, line: nil)
        }
    }

    /// Reads a YAML document (duplicate keys are an error).
    static func parseYAML(_ text: String, file: String) throws(DevServerConfigurationError) -> ConfigNode {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw DevServerConfigurationError(file: file, key: "", reason: "not valid YAML: \(error)")
        }
        guard let root else { return .mapping([], line: nil) }
        var budget = maximumYAMLValues
        return try fromYAML(root, file: file, path: "", budget: &budget)
    }

    /// The most values a YAML configuration may hold, counted with its aliases expanded:
    /// a few lines of nested aliases can stand for billions of values.
    static let maximumYAMLValues = 100_000

    private static func fromYAML(
        _ node: Node, file: String, path: String, budget: inout Int
    ) throws(DevServerConfigurationError) -> ConfigNode {
        let line = node.mark.map { $0.line }
        budget -= 1
        guard budget >= 0 else {
            throw DevServerConfigurationError(
                file: file, key: path, line: line,
                reason: "more than \(maximumYAMLValues) values (aliases expanded); a configuration is far smaller")
        }
        switch node {
        case .scalar(let scalar):
            if scalar.style == .plain, node.null != nil { return .null(line: line) }
            return .scalar(scalar.string, line: line)
        case .mapping(let mapping):
            var members: [(key: String, value: ConfigNode)] = []
            for (keyNode, valueNode) in mapping {
                guard case .scalar(let key) = keyNode else {
                    throw DevServerConfigurationError(file: file, key: path, line: keyNode.mark?.line, reason: "a key must be a plain text")
                }
                let childPath = path.isEmpty ? key.string : "\(path).\(key.string)"
                if members.contains(where: { $0.key == key.string }) {
                    throw DevServerConfigurationError(file: file, key: childPath, line: keyNode.mark?.line, reason: "duplicate key")
                }
                members.append((key.string, try fromYAML(valueNode, file: file, path: childPath, budget: &budget)))
            }
            return .mapping(members, line: line)
        case .sequence(let sequence):
            var items: [ConfigNode] = []
            for (index, item) in sequence.enumerated() {
                items.append(try fromYAML(item, file: file, path: "\(path)[\(index)]", budget: &budget))
            }
            return .sequence(items, line: line)
        case .alias:
            throw DevServerConfigurationError(file: file, key: path, line: line, reason: "YAML aliases are not supported")
        }
    }
}

/// Reads one mapping of a configuration, remembering which keys were read so that any
/// other key is reported as unknown.
struct ConfigObject {
    let file: String
    let path: String
    let line: Int?
    private let members: [(key: String, value: ConfigNode)]
    private var read: Set<String> = []

    init(_ node: ConfigNode, file: String, path: String) throws(DevServerConfigurationError) {
        guard case .mapping(let members, let line) = node else {
            throw DevServerConfigurationError(file: file, key: path, line: node.line, reason: "expected a mapping, found \(node.kindDescription)")
        }
        self.file = file
        self.path = path
        self.line = line
        self.members = members
    }

    func keyPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func error(_ key: String, _ reason: String, node: ConfigNode? = nil) -> DevServerConfigurationError {
        DevServerConfigurationError(file: file, key: keyPath(key), line: node?.line ?? line, reason: reason)
    }

    mutating func node(_ key: String) -> ConfigNode? {
        read.insert(key)
        guard let node = members.first(where: { $0.key == key })?.value else { return nil }
        if case .null = node { return nil }
        return node
    }

    mutating func string(_ key: String) throws(DevServerConfigurationError) -> String? {
        guard let node = node(key) else { return nil }
        guard case .scalar(let text, _) = node else { throw error(key, "expected a text, found \(node.kindDescription)", node: node) }
        return text
    }

    mutating func requiredString(_ key: String) throws(DevServerConfigurationError) -> String {
        guard let text = try string(key) else { throw error(key, "required key is missing") }
        guard !text.isEmpty else { throw error(key, "must not be empty") }
        return text
    }

    mutating func int(_ key: String, in range: ClosedRange<Int>) throws(DevServerConfigurationError) -> Int? {
        guard let node = node(key) else { return nil }
        guard case .scalar(let text, _) = node, let value = Int(text) else {
            throw error(key, "expected an integer", node: node)
        }
        guard range.contains(value) else {
            throw error(key, "\(value) is outside \(range.lowerBound)...\(range.upperBound)", node: node)
        }
        return value
    }

    mutating func seconds(_ key: String, max: Double = 31_536_000) throws(DevServerConfigurationError) -> Double? {
        guard let node = node(key) else { return nil }
        guard case .scalar(let text, _) = node, let value = Double(text), value.isFinite else {
            throw error(key, "expected a number of seconds", node: node)
        }
        guard value > 0, value <= max else { throw error(key, "\(text) must be more than 0 and at most \(Int(max))", node: node) }
        return value
    }

    mutating func bool(_ key: String) throws(DevServerConfigurationError) -> Bool? {
        guard let node = node(key) else { return nil }
        guard case .scalar(let text, _) = node else { throw error(key, "expected true or false", node: node) }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error(key, "expected true or false, found \"\(text)\"", node: node)
        }
    }

    mutating func strings(_ key: String) throws(DevServerConfigurationError) -> [String]? {
        guard let node = node(key) else { return nil }
        guard case .sequence(let items, _) = node else { throw error(key, "expected a list of texts", node: node) }
        var result: [String] = []
        for (index, item) in items.enumerated() {
            guard case .scalar(let text, _) = item else {
                throw error("\(key)[\(index)]", "expected a text, found \(item.kindDescription)", node: item)
            }
            result.append(text)
        }
        return result
    }

    mutating func objects(_ key: String) throws(DevServerConfigurationError) -> [ConfigObject]? {
        guard let node = node(key) else { return nil }
        guard case .sequence(let items, _) = node else { throw error(key, "expected a list", node: node) }
        var result: [ConfigObject] = []
        for (index, item) in items.enumerated() {
            result.append(try ConfigObject(item, file: file, path: "\(keyPath(key))[\(index)]"))
        }
        return result
    }

    mutating func object(_ key: String) throws(DevServerConfigurationError) -> ConfigObject? {
        guard let node = node(key) else { return nil }
        return try ConfigObject(node, file: file, path: keyPath(key))
    }

    mutating func stringMap(_ key: String) throws(DevServerConfigurationError) -> [String: String]? {
        guard let node = node(key) else { return nil }
        guard case .mapping(let members, _) = node else { throw error(key, "expected a mapping", node: node) }
        var result: [String: String] = [:]
        for (name, value) in members {
            guard case .scalar(let text, _) = value else { throw error("\(key).\(name)", "expected a text", node: value) }
            result[name] = text
        }
        return result
    }

    /// Fails on the first key that was never read.
    func finish() throws(DevServerConfigurationError) {
        for (key, value) in members where !read.contains(key) {
            throw DevServerConfigurationError(
                file: file, key: keyPath(key), line: value.line,
                reason: "unknown key (allowed here: \(read.sorted().joined(separator: ", ")))")
        }
    }
}
