import Crypto
import Foundation

/// BankID's animated QR code: the data changes every second as
/// `bankid.<qrStartToken>.<seconds since the order started>.<qrAuthCode>`, where
/// `qrAuthCode` is the lower-case hex HMAC-SHA256 of the seconds (as decimal text)
/// keyed with `qrStartSecret`.
public enum BankIDQR {
    /// The QR data at `seconds` after the order started.
    public static func data(qrStartToken: String, qrStartSecret: String, seconds: Int) -> String {
        let key = SymmetricKey(data: Array(qrStartSecret.utf8))
        let mac = HMAC<SHA256>.authenticationCode(for: Array(String(seconds).utf8), using: key)
        let hex = mac.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        return "bankid.\(qrStartToken).\(seconds).\(hex)"
    }

    static func data(for order: BankIDOrder, at now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(order.startedAt).rounded(.down)))
        return data(qrStartToken: order.qrStartToken, qrStartSecret: order.qrStartSecret, seconds: seconds)
    }
}
