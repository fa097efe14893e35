import Foundation

/// Where a value sits inside a JSON document, written the way a developer would
/// type it: `actions[1].model.fields[0].name`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step into a document: an object member or an array element.
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The steps from the document root, outermost first.
    public private(set) var components: [Component]
    /// Whether `appending` adds steps: `false` for ``untracked``, the root of a first
    /// decoding pass that keeps no path (a path costs an array per value read).
    private var isTracked = true

    /// The document root.
    public static let root = JSONPath(components: [])

    /// A root whose `appending` adds nothing: `HaapiDecoder` decodes with it first, and
    /// again from ``root`` only when that fails, so that the error names its path.
    static let untracked: JSONPath = {
        var path = JSONPath(components: [])
        path.isTracked = false
        return path
    }()

    /// Creates a path from its steps.
    public init(components: [Component]) {
        self.components = components
    }

    /// This path extended by an object member.
    public func appending(_ key: String) -> JSONPath {
        guard isTracked else { return self }
        var copy = self
        copy.components.append(.key(key))
        return copy
    }

    /// This path extended by an array element.
    public func appending(_ index: Int) -> JSONPath {
        guard isTracked else { return self }
        var copy = self
        copy.components.append(.index(index))
        return copy
    }

    public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
        lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    /// The path as text; the root is written `(root)`. Very deep paths keep their
    /// first and last steps and say how many levels lie between.
    public var description: String {
        guard !components.isEmpty else { return "(root)" }
        guard components.count > 24 else { return JSONPath.text(of: components[...]) }
        let head = JSONPath.text(of: components.prefix(8))
        let tail = JSONPath.text(of: components.suffix(8))
        return head + "…(\(components.count - 16) levels)…" + (tail.hasPrefix("[") ? tail : "." + tail)
    }

    private static func text(of components: ArraySlice<Component>) -> String {
        var out = ""
        for component in components {
            switch component {
            case .index(let i):
                out += "[\(i)]"
            case .key(let k) where JSONPath.isPlainKey(k):
                if !out.isEmpty { out += "." }
                out += k
            case .key(let k):
                out += "[\"" + k.replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "\"", with: "\\\"") + "\"]"
            }
        }
        return out
    }

    private static func isPlainKey(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b == UInt8(ascii: "$")
        }
    }
}

extension JSONPath {
    /// Builds a path from a `Codable` coding path.
    public init(codingPath: [any CodingKey]) {
        self.init(components: codingPath.map { key in
            key.intValue.map(Component.index) ?? .key(key.stringValue)
        })
    }
}
