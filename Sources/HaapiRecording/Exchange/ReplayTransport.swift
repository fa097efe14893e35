public import Foundation
public import HaapiClient
public import HaapiModel

/// Plays a recorded login back with no server: each request the app sends must match
/// the next recorded one, and gets the recorded answer.
///
/// Matching compares the method, the URL, the query and form fields, the
/// `Authorization` scheme and the session header. Values the app makes afresh on every
/// run are not compared but checked against what the replayed server said: `state`
/// and `nonce` (answers carry the new ones: the authorization response's `state`, and
/// an ID token signed again with the new `nonce` by a key the replayed `jwks_uri`
/// serves), the PKCE verifier (it must hash to this run's `code_challenge`), and DPoP
/// proofs (signed, for this method and URL, with this run's access token and the
/// replayed server's nonce, all by one key). Redacted values the app typed
/// (passwords, codes) need only be present; redacted values the server gave (tokens,
/// codes, session ids) must come back unchanged.
///
/// A mismatch fails the request with a ``ReplayMismatchError`` naming the step and listing
/// the differences; ``finish()`` throws it again (and fails when recorded steps were
/// not reached), so end every replaying test with it.
///
/// ```swift
/// let replay = try ReplayTransport(contentsOf: Bundle.module.url(forResource: "password-login", withExtension: nil)!)
/// let client = HaapiClient(configuration: try replay.folder.clientConfiguration(), transport: replay)
/// // ... drive the login as the recording did ...
/// try await replay.finish()
/// ```
public actor ReplayTransport: HTTPTransport {
    /// The recording played back.
    public nonisolated let folder: RecordedFolder
    private let clock: WallClock
    private var position = 0
    /// The first mismatch found, if any (the request it refused failed with it).
    public private(set) var mismatch: ReplayMismatchError?
    /// Checks each request against the recorded one (and learns this run's fresh values).
    private var matcher: ReplayMatcher
    /// Answers with the recorded responses (with this run's fresh values in them).
    private var responder = ReplayResponder()

    /// A replay of `folder`, checking DPoP proof times against `clock` (give the app's clock).
    public init(folder: RecordedFolder, clock: WallClock = .system) {
        self.folder = folder
        self.clock = clock
        self.matcher = ReplayMatcher(clientID: folder.index.clientID)
    }

    /// A replay of the recorded folder at `url`.
    ///
    /// - Throws: ``RecordedFolderError`` when the folder is missing or not a recording.
    public init(contentsOf url: URL, clock: WallClock = .system) throws(RecordedFolderError) {
        self.init(folder: try RecordedFolder(contentsOf: url), clock: clock)
    }

    /// How many recorded exchanges were played.
    public var played: Int { position }

    /// Throws the first mismatch, or a mismatch when recorded exchanges were not reached.
    public func finish() throws(ReplayMismatchError) {
        if let mismatch { throw mismatch }
        guard position == folder.exchanges.count else {
            let next = folder.exchanges[position]
            throw ReplayMismatchError(step: next.number, request: Self.title(next.request), differences: [
                "the app stopped after \(position) of \(folder.exchanges.count) recorded requests; the next was never sent",
            ])
        }
    }

    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        if let mismatch { throw mismatch }
        guard position < folder.exchanges.count else {
            throw fail(ReplayMismatchError(step: position + 1, request: "\(request.method) \(request.url.path)", differences: [
                "the recording ends after \(folder.exchanges.count) requests, but the app sent another",
            ]))
        }
        let recorded = folder.exchanges[position]
        let differences = matcher.differences(between: request, and: recorded.request, served: responder.served, now: clock.now)
        guard differences.isEmpty else {
            throw fail(ReplayMismatchError(step: recorded.number, request: Self.title(recorded.request), differences: differences))
        }
        position += 1
        return try responder.response(for: recorded.response, substitutions: matcher.substitutions, now: clock.now)
    }

    private func fail(_ found: ReplayMismatchError) -> ReplayMismatchError {
        mismatch = found
        return found
    }

    static func title(_ request: RecordedRequest) -> String {
        "\(request.method) \(URL(string: request.url)?.path ?? request.url)"
    }
}
