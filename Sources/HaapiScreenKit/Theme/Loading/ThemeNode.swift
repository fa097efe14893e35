import Foundation

/// A theme document as a neutral tree, whatever format it came from.
enum ThemeNode: Sendable, Hashable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case dictionary([String: ThemeNode])
    case array([ThemeNode])
    /// A property-list value a theme never uses (a date or data), by type name.
    case other(String)

    /// The type name used in "expected ..., found ..." messages.
    var typeDescription: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .bool: "a Boolean"
        case .dictionary: "a dictionary"
        case .array: "an array"
        case .other(let name): name
        }
    }

    // MARK: Property lists

    /// Parses XML, binary or old-style (`.strings`) property lists.
    static func propertyList(_ data: Data, file: String) throws(ThemeError) -> ThemeNode {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw ThemeError(file: file, keyPath: [], reason: .unreadable(detail ?? "not a property list"))
        }
        return node(fromPropertyList: object)
    }

    private static func node(fromPropertyList object: Any) -> ThemeNode {
        if isBoolean(object), let flag = object as? Bool { return .bool(flag) }
        switch object {
        case let text as String:
            return .string(text)
        case let number as NSNumber:
            return .number(number.doubleValue)
        case let dictionary as [String: Any]:
            return .dictionary(dictionary.mapValues(node(fromPropertyList:)))
        case let dictionary as [AnyHashable: Any]:
            var result: [String: ThemeNode] = [:]
            for (key, value) in dictionary { result[String(describing: key.base)] = node(fromPropertyList: value) }
            return .dictionary(result)
        case let array as [Any]:
            return .array(array.map(node(fromPropertyList:)))
        case is Date:
            return .other("a date")
        case is Data:
            return .other("data")
        default:
            return .other("a \(type(of: object))")
        }
    }

    /// Whether a property-list value is a Boolean rather than a number (both can
    /// arrive as `NSNumber`).
    private static func isBoolean(_ object: Any) -> Bool {
        #if canImport(Darwin)
        if let number = object as? NSNumber { return CFGetTypeID(number) == CFBooleanGetTypeID() }
        return object is Bool
        #else
        if type(of: object) == Bool.self { return true }
        return String(describing: type(of: object)) == "__NSCFBoolean"
        #endif
    }

    // MARK: JSON

    /// Parses a JSON document.
    static func json(_ data: Data, file: String) throws(ThemeError) -> ThemeNode {
        do {
            return try JSONDecoder().decode(ThemeNode.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            throw ThemeError(file: file, keyPath: [], reason: .unreadable(underlying ?? context.debugDescription))
        } catch {
            throw ThemeError(file: file, keyPath: [], reason: .unreadable("not a JSON document"))
        }
    }
}

extension ThemeNode: Decodable {
    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: AnyKey.self) {
            var result: [String: ThemeNode] = [:]
            for key in container.allKeys { result[key.stringValue] = try container.decode(ThemeNode.self, forKey: key) }
            self = .dictionary(result)
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var result: [ThemeNode] = []
            while !container.isAtEnd { result.append(try container.decode(ThemeNode.self)) }
            self = .array(result)
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .other("null")
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
