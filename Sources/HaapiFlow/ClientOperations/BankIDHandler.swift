import HaapiModel
import Logging

/// Launches the BankID app for a `bankid` client operation; when it cannot be opened,
/// the operation's fallback (another device, with a QR code) is taken.
///
/// Only `bankid:` hrefs are opened (`URLPolicy`, `URLPurpose.bankIDApp`): any other
/// is refused before the opener is called, and the fallback is taken.
public struct BankIDHandler: ClientOperationHandler {
    private let opener: any URLOpener

    /// Creates a handler that opens `bankid:///...` through `opener`.
    public init(opener: any URLOpener) {
        self.opener = opener
    }

    public func perform(_ request: ClientOperationRequest, context: ClientOperationContext) async -> ClientOperationOutcome {
        guard case .bankID(let href, _, _)? = request.operation.typedArguments else {
            return .fallback(reason: "the bankid operation has no href")
        }
        do {
            try URLPolicy.standard.check(href, for: .bankIDApp)
        } catch {
            return .refused(error)
        }
        guard await opener.open(href) else {
            context.logger.info("the BankID app could not be opened; taking the fallback")
            return .fallback(reason: "the BankID app could not be opened")
        }
        return .continued(parameters: [:])
    }
}
