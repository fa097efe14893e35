import NIOCore

extension WebHost {
    /// `text` as an address ``start(bind:port:)`` can listen on: an IPv4 or IPv6 address
    /// (in brackets or not) or `localhost`. `127.0.0.1`, the default, takes connections from
    /// this machine only; `0.0.0.0` or `::` from every network, for a proxy on another machine.
    ///
    /// - Returns: The address, IPv6 without brackets.
    /// - Throws: ``WebHostError`` naming the text when it is neither (a host name is not taken:
    ///   which of its addresses would be used is up to the resolver).
    public static func checkedBindAddress(_ text: String) throws(WebHostError) -> String {
        let address = text.hasPrefix("[") && text.hasSuffix("]") ? String(text.dropFirst().dropLast()) : text
        guard address == "localhost" || (try? SocketAddress(ipAddress: address, port: 0)) != nil else {
            throw WebHostError(
                reason: "'\(text)' is not an address to listen on: give an IPv4 or IPv6 address (127.0.0.1, 0.0.0.0, ::1) or localhost")
        }
        return address
    }
}
