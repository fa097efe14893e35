public import HaapiDevServer
public import HaapiTesting

extension TestDevServer {
    /// Starts a server behind `proxy` — its public URL is the proxy's, so every address
    /// it hands out leads through the proxy — runs `body` with it, and stops it after.
    ///
    /// ```swift
    /// let proxy = try FaultProxy(rules: [.init(method: "POST", pathSuffix: "/oauth/token", fault: .stall)])
    /// defer { proxy.stop() }
    /// try await TestDevServer.run(behind: proxy) { server in
    ///     // ... a client of `server` goes through the proxy ...
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - proxy: The proxy in front; connected to the server once it listens.
    ///   - change: Changes the embedded default configuration for this server.
    ///   - isolation: The actor `body` runs on: the caller's (leave it out).
    ///   - body: The test.
    /// - Returns: What `body` returns.
    /// - Throws: `DevServerError` when the server cannot start, `FaultProxyError` when the
    ///   proxy cannot take its address, or what `body` throws.
    public static func run<T>(
        behind proxy: FaultProxy, configuration change: (inout DevServerConfiguration) -> Void = { _ in },
        isolation: isolated (any Actor)? = #isolation,
        _ body: (TestDevServer) async throws -> T
    ) async throws -> T {
        var options = options(change)
        options.publicURL = proxy.baseURL
        return try await run(options: options, isolation: isolation) { server in
            guard let address = await server.server.listeningURL else { throw TestError("the dev server listens nowhere") }
            try proxy.connect(to: address)
            return try await body(server)
        }
    }
}
