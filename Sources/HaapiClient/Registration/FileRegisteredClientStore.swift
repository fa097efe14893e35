public import Foundation

/// A registered-client store in one JSON file that only its owner may read (mode 0600,
/// its folder created 0700), replaced atomically: a crash leaves the old registration or
/// the new one, never half of one.
///
/// The file holds the client secret and the registration access token in clear; on a
/// device with a keychain or an encrypted store, keep them there instead (HaapiOnboarding
/// has one over its secure store).
///
/// ```swift
/// let store = FileRegisteredClientStore(fileURL: supportFolder.appendingPathComponent("registration.json"))
/// ```
public struct FileRegisteredClientStore: RegisteredClientStore {
    /// Why the file could not be used, in the system's words; never its contents.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// What was being done (`read`, `write`, `decode`, `remove`, ...).
        public var operation: String
        /// The file.
        public var path: String
        /// What went wrong.
        public var message: String

        public var description: String { "could not \(operation) \(path): \(message)" }
    }

    /// The largest file read; a registration is far smaller.
    static let maximumSize = 64 * 1024

    /// The file.
    public let fileURL: URL

    /// Creates a store over `fileURL` (created on the first save).
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// The stored registration, or `nil` when there is no file.
    ///
    /// - Throws: ``Failure`` when the file cannot be read or is not a registration.
    public func load() async throws -> RegisteredClient? {
        let data: Data?
        do throws(OwnerOnlyFileError) {
            data = try OwnerOnlyFile.read(fileURL, maximumSize: Self.maximumSize)
        } catch {
            throw Failure(operation: error.operation, path: error.path, message: error.message)
        }
        guard let data else { return nil }
        do {
            return try JSONDecoder().decode(RegisteredClient.self, from: data)
        } catch {
            throw Failure(operation: "decode", path: fileURL.path, message: "not a stored registration")
        }
    }

    /// Writes the registration (0600, atomically).
    public func save(_ client: RegisteredClient) async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data: Data
        do {
            data = try encoder.encode(client)
        } catch {
            throw Failure(operation: "encode", path: fileURL.path, message: "the registration could not be encoded")
        }
        do throws(OwnerOnlyFileError) {
            try OwnerOnlyFile.write(data, to: fileURL)
        } catch {
            throw Failure(operation: error.operation, path: error.path, message: error.message)
        }
    }

    /// Removes the file (nothing happens when there is none).
    public func clear() async throws {
        do throws(OwnerOnlyFileError) {
            try OwnerOnlyFile.remove(fileURL)
        } catch {
            throw Failure(operation: error.operation, path: error.path, message: error.message)
        }
    }
}
