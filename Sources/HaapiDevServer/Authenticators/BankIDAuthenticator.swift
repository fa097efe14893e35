import Foundation
import HTTPTypes
import HaapiModel
import Logging

/// A BankID simulator. Orders stay `pending` until `POST /dev/bankid/approve` or
/// `/dev/bankid/reject` (or until they expire after `codeLifetime`).
///
/// - `GET /authn/authenticate/<id>`: choose this device or another device;
/// - `POST /authn/authenticate/<id>` `usesamedevice=true`: the `bankid` client operation
///   (`autoStartToken`, `href` `bankid:///?autostarttoken=...`), continuing to the poller,
///   with the other-device form as its `errorActions`;
/// - `POST /authn/authenticate/<id>` `usesamedevice=false` [`personalnumber`]: the poller;
/// - `GET /authn/authenticate/<id>/poll`: a `polling-step` (`pending` with an animated QR
///   image link for other-device orders, `maxWaitRemainingTime` counting down; `done` with a
///   `redirect` form; `failed` with a `continue` form back to the start);
/// - `POST /authn/authenticate/<id>/poll` `moveOn=true`: after `done`, finishes the login;
/// - `POST /authn/authenticate/<id>/cancel`: cancels the order, back to the start.
struct BankIDAuthenticator: AuthenticatorHandler {
    let configuration: AuthenticatorConfiguration
    let environment: ServerEnvironment

    func start(_ flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        .step(chooseDeviceStep())
    }

    func handle(_ request: AuthenticatorRequest, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        switch (request.action, request.method) {
        case (nil, .get): return .step(chooseDeviceStep())
        case (nil, .post): return try await launch(request.form, flow: &flow)
        case ("poll", .get): return try await poll(flow: &flow)
        case ("poll", .post): return try await moveOn(request.form, flow: &flow)
        case ("cancel", _):
            if let ref = flow.bankIDOrder {
                _ = await environment.state.finishOrder(ref, approvedBy: nil, hintCode: "cancelled", now: environment.now)
            }
            flow.bankIDOrder = nil
            return .restart
        default: throw .notFound("\(basePath)/\(request.action ?? "")")
        }
    }

    // MARK: Launch

    private func launch(_ form: FormParameters, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        let sameDevice = form["usesamedevice"] == "true"
        var personalNumber = form["personalnumber"]?.filter { $0 != "-" && $0 != " " }
        if personalNumber?.isEmpty == true { personalNumber = nil }
        if let number = personalNumber, number.count != 12 || !number.allSatisfy({ $0.isASCII && $0.isNumber }) {
            throw .invalidInput([InvalidField(name: "personalnumber", reason: .invalidValue, detail: "Enter 12 digits: yyyymmddnnnn")])
        }
        if let ref = flow.bankIDOrder {
            _ = await environment.state.finishOrder(ref, approvedBy: nil, hintCode: "cancelled", now: environment.now)
        }
        let now = environment.now
        let order = BankIDOrder(
            orderRef: environment.random.uuidString(), flowID: flow.id, authenticatorID: id,
            autoStartToken: environment.random.uuidString(), qrStartToken: environment.random.uuidString(),
            qrStartSecret: environment.random.uuidString(), sameDevice: sameDevice, personalNumber: personalNumber,
            requiredUser: flow.subject, startedAt: now, expiresAt: now.addingTimeInterval(configuration.codeLifetime))
        await environment.state.storeOrder(order)
        flow.bankIDOrder = order.orderRef
        environment.logger.info("BankID order started", metadata: ["orderRef": .string(order.orderRef), "sameDevice": .stringConvertible(sameDevice)])
        if sameDevice { return .step(try launchStep(order)) }
        return .step(pollingStep(order, now: now))
    }

    private func poll(flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        guard let ref = flow.bankIDOrder, let order = await environment.state.order(ref, now: environment.now) else {
            throw .userError("No BankID order is running; start again")
        }
        return .step(pollingStep(order, now: environment.now))
    }

    private func moveOn(_ form: FormParameters, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        guard let ref = flow.bankIDOrder, let order = await environment.state.order(ref, now: environment.now) else {
            throw .userError("No BankID order is running; start again")
        }
        guard order.status == .complete, let user = order.approvedBy else {
            throw .userError("The BankID order is \(order.status.rawValue), not complete")
        }
        flow.bankIDOrder = nil
        return .authenticated(username: user)
    }

    // MARK: Steps

    private func otherDeviceForm(title: String) -> Action {
        Build.form(
            .bankidOtherDevice, title: title, href: basePath, actionTitle: "Login",
            fields: [
                Field(name: "personalnumber", type: .username, label: "Personal number", placeholder: "yyyymmddnnnn", required: false),
                Build.hidden("usesamedevice", "false"),
            ])
    }

    func chooseDeviceStep() -> Representation {
        Representation(
            type: .authenticationStep, metadata: Metadata(viewName: "authenticator/bankid/enter-personalnumber/index"),
            actions: [
                Build.form(
                    .bankidSameDevice, title: "Login with BankID installed on this device", href: basePath, actionTitle: "Login",
                    fields: [Build.hidden("usesamedevice", "true")]),
                otherDeviceForm(title: "Login with BankID installed on a different device"),
            ])
    }

    func launchStep(_ order: BankIDOrder) throws(HTTPFailure) -> Representation {
        let poller = "\(basePath)/poll"
        let returnURL = try environment.serverURL(poller).absoluteString
        let encodedReturn = FormParameters.encode(returnURL)
        let operation = ClientOperationActionModel(
            name: .bankid,
            arguments: [
                "href": .string("bankid:///?autostarttoken=\(order.autoStartToken)&redirect=null"),
                "autoStartToken": .string(order.autoStartToken),
                "redirect": .string(encodedReturn),
            ],
            continueActions: [
                Build.form(.redirect, title: "If you are not redirected automatically, click here to continue authenticating", href: poller, method: .get)
            ],
            errorActions: [otherDeviceForm(title: "Login with BankID installed on a different device")])
        return Representation(
            type: .authenticationStep, metadata: Metadata(viewName: "authenticator/bankid/launch/index"),
            actions: [
                Action(kind: .login, title: "Login with BankID", model: .clientOperation(operation)),
                Build.form(.continue, title: "Start the BankID security app", href: poller, method: .get, actionTitle: "Start the BankID security app"),
                Build.form(.cancel, title: "Cancel this operation", href: "\(basePath)/cancel", actionTitle: "Cancel"),
            ])
    }

    func pollingStep(_ order: BankIDOrder, now: Date) -> Representation {
        let poller = "\(basePath)/poll"
        let remaining = max(0, order.expiresAt.timeIntervalSince(now).rounded(.down))
        let status: PollingStatus = switch order.status {
        case .pending: .pending
        case .complete: .done
        case .failed: .failed
        }
        let properties = PollingProperties(
            status: status, recipientOfCommunication: order.personalNumber, maxWaitTime: configuration.codeLifetime,
            maxWaitRemainingTime: remaining, interval: configuration.pollingInterval)
        var actions: [Action] = []
        var messages: [Message] = []
        var links: [Link] = []
        switch order.status {
        case .pending:
            actions = [
                Build.form(.poll, href: poller, method: .get),
                Build.form(.cancel, title: "Cancel", href: "\(basePath)/cancel", actionTitle: "Cancel"),
            ]
            if order.sameDevice {
                messages = [Build.message("Start your BankID app.")]
            } else {
                messages = [Build.message("Start the BankID app on your other device and scan the QR code.")]
                if let image = Build.qrImage(BankIDQR.data(for: order, at: now)) {
                    links = [Link(href: Build.href(image), rel: "bankid-qr-code", title: "BankID QR code", type: "image/png")]
                }
            }
        case .complete:
            actions = [Build.form(.redirect, href: poller, fields: [Build.hidden("moveOn", "true")])]
            messages = [Build.message("BankID login approved.")]
        case .failed:
            actions = [Build.form(.continue, title: "Try again", href: basePath, method: .get, actionTitle: "Try again")]
            let reason = switch order.hintCode {
            case "expiredTransaction": "The BankID app did not answer in time."
            case "cancelled": "The BankID login was cancelled."
            default: "The BankID login was rejected."
            }
            messages = [Build.message(reason, .error)]
        }
        return Representation(
            type: .pollingStep, metadata: Metadata(viewName: "authenticator/bankid/wait/index"), actions: actions,
            messages: messages, links: links, properties: .polling(properties))
    }
}
