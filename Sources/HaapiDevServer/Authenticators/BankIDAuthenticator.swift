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
        .step(chooseDeviceStep(flow.texts))
    }

    func handle(_ request: AuthenticatorRequest, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        switch (request.action, request.method) {
        case (nil, .get): return .step(chooseDeviceStep(flow.texts))
        case (nil, .post): return try await launch(request.form, flow: &flow)
        case ("poll", .get): return try await poll(flow: &flow)
        case ("poll", .post): return try await moveOn(request.form, flow: &flow)
        case ("cancel", _):
            if let ref = flow.bankIDOrder {
                _ = await environment.state.finishOrder(ref, approvedBy: nil, hintCode: "cancelled", now: environment.now)
            }
            flow.bankIDOrder = nil
            return .restart
        default: throw .notFound("\(basePath)/\(request.action ?? "")", flow.texts)
        }
    }

    // MARK: Launch

    private func launch(_ form: FormParameters, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        let sameDevice = form["usesamedevice"] == "true"
        var personalNumber = form["personalnumber"]?.filter { $0 != "-" && $0 != " " }
        if personalNumber?.isEmpty == true { personalNumber = nil }
        if let number = personalNumber, number.count != 12 || !number.allSatisfy({ $0.isASCII && $0.isNumber }) {
            throw .invalidInput([InvalidField(name: "personalnumber", reason: .invalidValue, detail: flow.texts[.personalNumberFormat])], flow.texts)
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
        if sameDevice { return .step(try launchStep(order, texts: flow.texts)) }
        return .step(pollingStep(order, now: now, texts: flow.texts))
    }

    private func poll(flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        guard let ref = flow.bankIDOrder, let order = await environment.state.order(ref, now: environment.now) else {
            throw .userError(flow.texts[.noBankIDOrder])
        }
        return .step(pollingStep(order, now: environment.now, texts: flow.texts))
    }

    private func moveOn(_ form: FormParameters, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        guard let ref = flow.bankIDOrder, let order = await environment.state.order(ref, now: environment.now) else {
            throw .userError(flow.texts[.noBankIDOrder])
        }
        guard order.status == .complete, let user = order.approvedBy else {
            throw .userError(flow.texts[.bankIDNotComplete])
        }
        flow.bankIDOrder = nil
        return .authenticated(username: user)
    }

    // MARK: Steps

    private func otherDeviceForm(_ texts: DevServerTexts) -> Action {
        Build.form(
            .bankidOtherDevice, title: texts[.bankIDOtherDevice], href: basePath, actionTitle: texts[.login],
            fields: [
                Field(
                    name: "personalnumber", type: .username, label: texts[.personalNumber], placeholder: texts[.personalNumberPlaceholder],
                    required: false),
                Build.hidden("usesamedevice", "false"),
            ])
    }

    func chooseDeviceStep(_ texts: DevServerTexts) -> Representation {
        Representation(
            type: .authenticationStep, metadata: Metadata(viewName: "authenticator/bankid/enter-personalnumber/index"),
            actions: [
                Build.form(
                    .bankidSameDevice, title: texts[.bankIDThisDevice], href: basePath, actionTitle: texts[.login],
                    fields: [Build.hidden("usesamedevice", "true")]),
                otherDeviceForm(texts),
            ])
    }

    func launchStep(_ order: BankIDOrder, texts: DevServerTexts) throws(HTTPFailure) -> Representation {
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
            continueActions: [Build.form(.redirect, title: texts[.continueIfNotRedirected], href: poller, method: .get)],
            errorActions: [otherDeviceForm(texts)])
        return Representation(
            type: .authenticationStep, metadata: Metadata(viewName: "authenticator/bankid/launch/index"),
            actions: [
                Action(kind: .login, title: texts[.bankIDLogin], model: .clientOperation(operation)),
                Build.form(.continue, title: texts[.bankIDStartApp], href: poller, method: .get, actionTitle: texts[.bankIDStartApp]),
                Build.form(.cancel, title: texts[.cancelOperation], href: "\(basePath)/cancel", actionTitle: texts[.cancel]),
            ])
    }

    func pollingStep(_ order: BankIDOrder, now: Date, texts: DevServerTexts) -> Representation {
        let poller = "\(basePath)/poll"
        let remaining = max(0, order.expiresAt.timeIntervalSince(now).rounded(.down))
        let status: PollingStatus = switch order.status {
        case .pending: .pending
        case .complete: .done
        case .failed: .failed
        }
        let properties = PollingProperties(
            status: status, recipientOfCommunication: order.personalNumber, maxWaitTime: configuration.codeLifetime,
            maxWaitRemainingTime: remaining, interval: configuration.pollingInterval
        ).writingNumbers(asText: configuration.numbersAsText)
        var actions: [Action] = []
        var messages: [Message] = []
        var links: [Link] = []
        switch order.status {
        case .pending:
            actions = [
                Build.form(.poll, href: poller, method: .get),
                Build.form(.cancel, title: texts[.cancel], href: "\(basePath)/cancel", actionTitle: texts[.cancel]),
            ]
            if order.sameDevice {
                messages = [Build.message(texts[.bankIDStartYourApp])]
            } else {
                messages = [Build.message(texts[.bankIDScanQR])]
                if let image = Build.qrImage(BankIDQR.data(for: order, at: now)) {
                    links = [Link(href: Build.href(image), rel: "bankid-qr-code", title: texts[.bankIDQRCode], type: "image/png")]
                }
            }
        case .complete:
            actions = [Build.form(.redirect, href: poller, fields: [Build.hidden("moveOn", "true")])]
            messages = [Build.message(texts[.bankIDApproved])]
        case .failed:
            actions = [Build.form(.continue, title: texts[.tryAgain], href: basePath, method: .get, actionTitle: texts[.tryAgain])]
            let reason: DevServerText = switch order.hintCode {
            case "expiredTransaction": .bankIDExpired
            case "cancelled": .bankIDCancelled
            default: .bankIDRejected
            }
            messages = [Build.message(texts[reason], .error)]
        }
        return Representation(
            type: .pollingStep, metadata: Metadata(viewName: "authenticator/bankid/wait/index"), actions: actions,
            messages: messages, links: links, properties: .polling(properties))
    }
}
