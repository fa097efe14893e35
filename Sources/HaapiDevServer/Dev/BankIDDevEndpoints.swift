import Foundation
import HaapiModel
import Hummingbird
import Logging

/// `GET /dev/bankid/orders`, `POST /dev/bankid/approve`, `POST /dev/bankid/reject`
/// (see ``DevEndpoints``).
struct BankIDDevEndpoints: Sendable {
    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        router.get("/dev/bankid/orders") { _, _ in
            let now = environment.now
            let orders = await environment.state.allOrders()
            var listed: [JSONValue] = []
            for order in orders {
                listed.append((await environment.state.order(order.orderRef, now: now) ?? order).json(now: now))
            }
            return Reply.json(["orders": .array(listed)])
        }
        router.post("/dev/bankid/approve") { request, _ in try await finish(request, approve: true) }
        router.post("/dev/bankid/reject") { request, _ in try await finish(request, approve: false) }
    }

    private func finish(_ request: Request, approve: Bool) async throws(HTTPFailure) -> Response {
        var parameters = request.queryParameters
        for pair in try await request.formBody().pairs { parameters.append(pair.name, pair.value) }
        let now = environment.now
        let order: BankIDOrder
        if let ref = parameters.nonEmpty("orderRef") {
            guard let found = await environment.state.order(ref, now: now) else { throw devError(.unknownOrder(ref), status: .notFound) }
            order = found
        } else {
            guard let latest = await environment.state.latestPendingOrder(now: now) else { throw devError(.noPendingOrder, status: .notFound) }
            order = latest
        }
        var approver: String?
        if approve {
            approver = try await approvingUser(order, parameters)
        }
        switch await environment.state.finishOrder(order.orderRef, approvedBy: approver, hintCode: parameters["hintCode"], now: now) {
        case .success(let updated):
            environment.logger.info("BankID order \(approve ? "approved" : "rejected")", metadata: ["orderRef": .string(updated.orderRef)])
            return Reply.json(updated.json(now: now))
        case .failure(let error):
            throw devError(error, status: .conflict)
        }
    }

    private func approvingUser(_ order: BankIDOrder, _ parameters: FormParameters) async throws(HTTPFailure) -> String {
        let users = environment.users
        if let name = parameters.nonEmpty("username") {
            guard let user = await users.user(named: name) else { throw .oauth("invalid_request", "no user \(name)", status: .notFound) }
            return user.username
        }
        if let number = parameters.nonEmpty("personalNumber") ?? order.personalNumber {
            guard let user = await users.user(withPersonalNumber: number) else {
                throw .oauth("invalid_request", "no user with personal number \(number)", status: .notFound)
            }
            return user.username
        }
        if let required = order.requiredUser { return required }
        let all = await users.allUsers()
        guard let user = all.first(where: { $0.personalNumber != nil }) ?? all.first else {
            throw .oauth("invalid_request", "there is no user to approve as", status: .notFound)
        }
        return user.username
    }

    private func devError(_ error: BankIDOrderError, status: HTTPResponse.Status) -> HTTPFailure {
        .oauth("invalid_request", error.message, status: status)
    }
}
