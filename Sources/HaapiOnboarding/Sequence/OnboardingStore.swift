public import Foundation
import HaapiClient

/// Where an unfinished onboarding is kept between runs of the app. Only the
/// ``OnboardingStateMachine`` is stored: the step, the e-mail address, the server and
/// the answers — never a password or a token.
public protocol OnboardingStore: Sendable {
    /// The saved sequence, or `nil` when there is none.
    func load() async throws(OnboardingStoreError) -> OnboardingStateMachine?
    /// Saves `sequence` over any saved one.
    func save(_ sequence: OnboardingStateMachine) async throws(OnboardingStoreError)
    /// Forgets the saved sequence.
    func clear() async throws(OnboardingStoreError)
}

/// Why a store could not load or save, naming the file.
public struct OnboardingStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the state lives (`<memory>` for the in-memory store).
    public var location: String
    /// What went wrong.
    public var reason: String

    /// Creates an error.
    public init(location: String, reason: String) {
        self.location = location
        self.reason = reason
    }

    public var description: String { "\(location): \(reason)" }
}

/// Keeps the sequence in memory: for tests, and apps that do not resume.
public actor InMemoryOnboardingStore: OnboardingStore {
    private var saved: OnboardingStateMachine?

    /// Creates a store holding `sequence`.
    public init(_ sequence: OnboardingStateMachine? = nil) {
        saved = sequence
    }

    public func load() async throws(OnboardingStoreError) -> OnboardingStateMachine? { saved }
    public func save(_ sequence: OnboardingStateMachine) async throws(OnboardingStoreError) { saved = sequence }
    public func clear() async throws(OnboardingStoreError) { saved = nil }
}

/// Keeps the sequence as JSON in a file readable by its owner only (0600, never
/// readable by others even for a moment), written atomically (a crash mid-write
/// leaves the old state, never half a file).
public struct FileOnboardingStore: OnboardingStore {
    /// The file.
    public let fileURL: URL
    /// Files larger than this are refused as not ours (1 MiB).
    public static let maximumSize = 1 << 20

    /// Creates a store at `fileURL` (its folder is created, 0700, when missing).
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public func load() async throws(OnboardingStoreError) -> OnboardingStateMachine? {
        let data: Data
        do throws(OwnerOnlyFileError) {
            guard let read = try OwnerOnlyFile.read(fileURL, maximumSize: Self.maximumSize) else { return nil }
            data = read
        } catch {
            throw failure(error.tooLarge ? "is larger than \(Self.maximumSize) bytes" : "cannot be read")
        }
        do {
            return try JSONDecoder().decode(OnboardingStateMachine.self, from: data)
        } catch {
            throw failure("is not a saved onboarding: \(DecodingFailure.describe(error))")
        }
    }

    public func save(_ sequence: OnboardingStateMachine) async throws(OnboardingStoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(sequence)
        } catch {
            throw failure("cannot be encoded")
        }
        do throws(OwnerOnlyFileError) {
            try OwnerOnlyFile.write(data, to: fileURL)
        } catch {
            throw failure("cannot be written (\(error.message))")
        }
    }

    public func clear() async throws(OnboardingStoreError) {
        do throws(OwnerOnlyFileError) {
            try OwnerOnlyFile.remove(fileURL)
        } catch {
            throw failure("cannot be removed (\(error.message))")
        }
    }

    private func failure(_ reason: String) -> OnboardingStoreError {
        OnboardingStoreError(location: fileURL.path, reason: reason)
    }
}
