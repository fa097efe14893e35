import Foundation
import HaapiModel

/// A simulated BankID order.
struct BankIDOrder: Sendable, Hashable {
    enum Status: String, Sendable {
        case pending, complete, failed
    }

    var orderRef: String
    var flowID: String
    var authenticatorID: String
    var autoStartToken: String
    var qrStartToken: String
    var qrStartSecret: String
    var sameDevice: Bool
    /// The personal number given on the other-device form, if any.
    var personalNumber: String?
    /// The user who must approve (second factor), if fixed.
    var requiredUser: String?
    var startedAt: Date
    var expiresAt: Date
    var status: Status = .pending
    /// Why it failed (`userCancel`, `expiredTransaction`, `cancelled`).
    var hintCode: String?
    /// The user who approved.
    var approvedBy: String?

    func json(now: Date) -> JSONValue {
        var o: [String: JSONValue] = [
            "orderRef": .string(orderRef), "status": .string(status.rawValue),
            "sameDevice": .bool(sameDevice), "authenticator": .string(authenticatorID),
            "startedAt": .number(JSONNumber(Int(startedAt.timeIntervalSince1970))),
            "expiresAt": .number(JSONNumber(Int(expiresAt.timeIntervalSince1970))),
            "autoStartToken": .string(autoStartToken),
        ]
        if let personalNumber { o["personalNumber"] = .string(personalNumber) }
        if let hintCode { o["hintCode"] = .string(hintCode) }
        if let approvedBy { o["approvedBy"] = .string(approvedBy) }
        if !sameDevice { o["qrData"] = .string(BankIDQR.data(for: self, at: now)) }
        return .object(o)
    }
}

extension ServerState {
    func storeOrder(_ order: BankIDOrder) {
        bankIDOrders[order.orderRef] = order
    }

    /// The order, with a pending one past its expiry turned `failed`.
    func order(_ orderRef: String, now: Date) -> BankIDOrder? {
        guard var order = bankIDOrders[orderRef] else { return nil }
        if order.status == .pending, order.expiresAt <= now {
            order.status = .failed
            order.hintCode = "expiredTransaction"
            bankIDOrders[orderRef] = order
        }
        return order
    }

    /// The most recently started pending order.
    func latestPendingOrder(now: Date) -> BankIDOrder? {
        bankIDOrders.values
            .filter { $0.status == .pending && $0.expiresAt > now }
            .max { $0.startedAt < $1.startedAt }
    }

    func allOrders() -> [BankIDOrder] {
        bankIDOrders.values.sorted { $0.startedAt < $1.startedAt }
    }

    /// Completes or fails a pending order; returns the updated order, or why not.
    func finishOrder(_ orderRef: String, approvedBy user: String?, hintCode: String?, now: Date) -> Result<BankIDOrder, BankIDOrderError> {
        guard var order = order(orderRef, now: now) else { return .failure(.unknownOrder(orderRef)) }
        guard order.status == .pending else { return .failure(.notPending(orderRef, order.status.rawValue)) }
        if let user {
            order.status = .complete
            order.approvedBy = user
        } else {
            order.status = .failed
            order.hintCode = hintCode ?? "userCancel"
        }
        bankIDOrders[orderRef] = order
        return .success(order)
    }
}

/// Why a dev endpoint could not finish an order.
enum BankIDOrderError: Error, Sendable {
    case unknownOrder(String)
    case notPending(String, String)
    case noPendingOrder

    var message: String {
        switch self {
        case .unknownOrder(let ref): "no BankID order \(ref)"
        case .notPending(let ref, let status): "BankID order \(ref) is \(status), not pending"
        case .noPendingOrder: "there is no pending BankID order"
        }
    }
}
