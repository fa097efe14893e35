import Crypto
import Foundation
import HTTPTypes
import HaapiClient
import HaapiHTML
import HaapiModel
import HaapiUI
import Hummingbird
import Logging
import NIOCore

/// The passkeys page (``WebPasskeyAccount``): `GET` shows the list, `POST` renames,
/// asks about and deletes, or starts adding one; the add ceremony and the automatic
/// passkey of a password sign-in answer at ``WebPasskeyAccount/answerPath``. Every
/// change ends with a redirect to the list (`?notice=...`), which then tells the
/// browser the account's passkeys (the Signals API).
extension WebHost {
    func addPasskeyAccountRoutes(to router: Router<BasicRequestContext>) {
        guard configuration.passkeyAccount != nil else { return }
        router.get(RouterPath(stringLiteral: WebPasskeyAccount.path)) { [self] request, _ in await passkeysPage(request) }
        router.post(RouterPath(stringLiteral: WebPasskeyAccount.path)) { [self] request, _ in await passkeysPost(request) }
        router.post(RouterPath(stringLiteral: WebPasskeyAccount.answerPath)) { [self] request, _ in await passkeysAnswer(request, automatic: false) }
        router.post(RouterPath(stringLiteral: WebPasskeyAccount.automaticAnswerPath)) { [self] request, _ in
            await passkeysAnswer(request, automatic: true)
        }
        router.get(RouterPath(stringLiteral: WebPasskeyAccount.wellKnownPath)) { [self] _, _ in await passkeyEndpoints() }
    }

    /// `/.well-known/passkey-endpoints`: this page for both `enroll` and `manage`.
    @MainActor
    private func passkeyEndpoints() -> Response {
        guard let base = configuration.publicURL ?? logins.baseURL else { return Response(status: .notFound, headers: SecurityHeaders.fields(nonce: nil)) }
        let page = base.absoluteString.trimmingSuffix("/") + WebPasskeyAccount.path
        let body: JSONValue = ["enroll": .string(page), "manage": .string(page)]
        var headers = SecurityHeaders.fields(nonce: nil)
        headers[.contentType] = MediaType.json
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body.serialized())))
    }

    func passkeysPage(_ request: Request) async -> Response {
        let notice = request.uri.queryParameters["notice"].flatMap { PasskeysScreen.Notice(rawValue: String($0)) }
        return await respond(request) { @MainActor [self] in
            guard let login = try await existingLogin(request) else { return seeOther() }
            return try await showPasskeys(login, notice: notice)
        }
    }

    func passkeysPost(_ request: Request) async -> Response {
        let form = await PostedForm.result(request)
        return await respond(request) { @MainActor [self] in
            guard let login = try await existingLogin(request) else { return seeOther() }
            let registry = try logins.renderer(login.language).themeRegistry
            guard let submission = accepted(form, for: login, words: registry), let account = try accountClient(login) else {
                return seeOther(to: WebPasskeyAccount.path)
            }
            let list: AccountPasskeys
            do throws(PasskeyAccountError) {
                list = try await account.passkeys()
            } catch {
                return try await passkeysFailed(error, login: login)
            }
            // The page the form came from: with the question at a passkey when its answer was posted.
            let confirming = submission.pressedControl.map(\.rawValue).flatMap { pressed in
                pressed.hasPrefix(PasskeysScreen.confirmIdentifier) ? String(pressed.dropFirst(PasskeysScreen.confirmIdentifier.count)) : nil
            }
            let view = PasskeysScreen.view(list, registry: registry, notice: nil, confirming: confirming)
            guard case .button(let button)? = submission.apply(to: view), let action = button.actionIdentifier else {
                return seeOther(to: WebPasskeyAccount.path)
            }
            let notice: PasskeysScreen.Notice
            do {
                if action.hasPrefix(PasskeysScreen.renameAction) {
                    let id = String(action.dropFirst(PasskeysScreen.renameAction.count))
                    // The server checks the name (and trims it): a refusal is `invalidRequest`, said below.
                    _ = try await account.rename(id, to: submission.values[PasskeysScreen.nameField + id] ?? "")
                    notice = .renamed
                } else if action.hasPrefix(PasskeysScreen.deleteAction) {
                    // Asked first: the same list with the question at that passkey.
                    let id = String(action.dropFirst(PasskeysScreen.deleteAction.count))
                    return try await renderPasskeysPage(login, PasskeysScreen.view(list, registry: registry, notice: nil, confirming: id))
                } else if action.hasPrefix(PasskeysScreen.confirmDeleteAction) {
                    try await account.delete(String(action.dropFirst(PasskeysScreen.confirmDeleteAction.count)))
                    notice = .deleted
                } else if action == PasskeysScreen.addAction {
                    return try await addPasskey(login, account: account, registry: registry)
                } else {
                    return seeOther(to: WebPasskeyAccount.path)
                }
            } catch let error as PasskeyAccountError {
                await keepTokens(of: account, for: login)
                switch error.kind {
                case .lastCredential: return seeOther(to: Self.passkeysList(.lastOne))
                case .invalidRequest: return seeOther(to: Self.passkeysList(.nameInvalid))
                default: return try await passkeysFailed(error, login: login)
                }
            }
            await keepTokens(of: account, for: login)
            return seeOther(to: Self.passkeysList(notice))
        }
    }

    /// The add ceremony's or the automatic passkey's answer: `credential` (stored through
    /// the API) or `error` (the browser's refusal); back to the list, or the result page
    /// for an automatic passkey, which says nothing either way.
    func passkeysAnswer(_ request: Request, automatic: Bool) async -> Response {
        let form = await PostedForm.result(request)
        return await respond(request) { @MainActor [self] in
            guard let login = try await existingLogin(request) else { return seeOther() }
            let registry = try logins.renderer(login.language).themeRegistry
            guard let submission = accepted(form, for: login, words: registry), let account = try accountClient(login) else {
                return seeOther(to: WebPasskeyAccount.path)
            }
            var notice = PasskeysScreen.Notice.notAdded
            if let text = submission.values[HTMLPasskeyCeremony.credentialFieldName], let credential = try? JSONValue.parse(text) {
                do throws(PasskeyAccountError) {
                    _ = try await account.register(credential)
                    notice = .added
                } catch {
                    logger.notice("a passkey was not added", metadata: ["error": .string(error.description)])
                }
                await keepTokens(of: account, for: login)
                // One automatic passkey a sign-in, whatever came of it.
                if automatic { try await logins.commit(login) { $0.account?.passwordSignIn = false } }
            }
            return seeOther(to: automatic ? "/" : Self.passkeysList(notice))
        }
    }

    /// The list's address with `notice` to show once.
    static func passkeysList(_ notice: PasskeysScreen.Notice) -> String {
        WebPasskeyAccount.path + "?notice=" + notice.rawValue
    }

    /// The list, telling the browser the account's passkeys and names.
    @MainActor
    private func showPasskeys(_ login: WebLogin, notice: PasskeysScreen.Notice?) async throws -> Response {
        let registry = try logins.renderer(login.language).themeRegistry
        guard let account = try accountClient(login) else {
            return try await renderPasskeysPage(login, PasskeysScreen.unavailable(registry: registry, notice: nil))
        }
        let list: AccountPasskeys
        do throws(PasskeyAccountError) {
            list = try await account.passkeys()
        } catch {
            return try await passkeysFailed(error, login: login)
        }
        await keepTokens(of: account, for: login)
        return try await renderPasskeysPage(login, PasskeysScreen.view(list, registry: registry, notice: notice), signals: Self.signals(of: list))
    }

    /// The page that runs the add ceremony (the browser asks the person), answering at ``WebPasskeyAccount/answerPath``.
    @MainActor
    private func addPasskey(_ login: WebLogin, account: PasskeyAccount, registry: ThemeRegistry) async throws -> Response {
        let options: JSONValue
        do throws(PasskeyAccountError) {
            options = try await account.registrationOptions()
        } catch {
            return try await passkeysFailed(error, login: login)
        }
        await keepTokens(of: account, for: login)
        guard let publicKey = options["publicKey"] else { return seeOther(to: Self.passkeysList(.notAdded)) }
        let ceremony = HTMLPasskeyCeremony(
            kind: .create, optionsJSON: publicKey.jsonString(), answerPath: WebPasskeyAccount.answerPath,
            startLabel: registry.text(.webPasskeyCreate), noScriptText: registry.text(.webPasskeyNeedsScript))
        return try await renderPasskeysPage(login, Self.addingScreen(registry: registry), passkey: ceremony)
    }

    /// What a finished sign-in's result page adds: the automatic passkey after a password
    /// sign-in (while the server accepts one), and, after a passkey sign-in, the account's
    /// passkeys for the browser.
    @MainActor
    func passkeyAccountParts(for login: WebLogin) async -> (HTMLPasskeyCeremony?, HTMLPasskeySignals?) {
        guard login.isFinished, let access = login.record.account, let settings = configuration.passkeyAccount,
            let account = try? accountClient(login)
        else { return (nil, nil) }
        var ceremony: HTMLPasskeyCeremony?
        var signals: HTMLPasskeySignals?
        if access.passwordSignIn, settings.automaticUpgrade {
            do throws(PasskeyAccountError) {
                if let publicKey = try await account.registrationOptions(conditional: true)["publicKey"] {
                    ceremony = HTMLPasskeyCeremony(kind: .upgrade, optionsJSON: publicKey.jsonString(), answerPath: WebPasskeyAccount.automaticAnswerPath)
                }
            } catch {
                // Too late, or refused: not offered again in this session.
                if error.kind == .upgradeNotAllowed { try? await logins.commit(login) { $0.account?.passwordSignIn = false } }
            }
        }
        if access.passkeySignIn, let list = try? await account.passkeys() { signals = Self.signals(of: list) }
        await keepTokens(of: account, for: login)
        return (ceremony, signals)
    }

    /// A page of the passkeys page's own (its form posts back to it).
    @MainActor
    private func renderPasskeysPage(
        _ login: WebLogin, _ root: View, passkey: HTMLPasskeyCeremony? = nil, signals: HTMLPasskeySignals? = nil
    ) async throws -> Response {
        try await render(login, setCookie: nil, root: root, formAction: WebPasskeyAccount.path, passkey: passkey, signals: signals)
    }

    /// The account API over `login`'s kept tokens, `nil` without them.
    @MainActor
    func accountClient(_ login: WebLogin) throws -> PasskeyAccount? {
        guard let settings = configuration.passkeyAccount, let access = login.record.account else { return nil }
        let application = try logins.application(login.language)
        let key = try P256.Signing.PrivateKey(rawRepresentation: access.dpopKey)
        let tokens = OAuthTokens(
            accessToken: access.accessToken, tokenType: access.tokenType, refreshToken: access.refreshToken, scope: access.scope,
            issuedAt: access.issuedAt, expiresAt: access.expiresAt)
        let client = application.makeClient(
            dpopKeyStore: InMemoryDPoPKeyStore(key: key), tokenStore: InMemoryTokenStore(tokens: tokens), transport: logins.transport(for: application))
        return PasskeyAccount(client: client, endpoint: settings.endpoint)
    }

    /// Saves the tokens `account`'s client refreshed (the old refresh token is spent).
    @MainActor
    private func keepTokens(of account: PasskeyAccount, for login: WebLogin) async {
        guard let tokens = try? await account.client.storedTokens(), tokens.accessToken != login.record.account?.accessToken else { return }
        try? await logins.commit(login) { record in
            record.account?.accessToken = tokens.accessToken
            record.account?.refreshToken = tokens.refreshToken
            record.account?.expiresAt = tokens.expiresAt
            record.account?.issuedAt = tokens.issuedAt
        }
    }

    /// The list's page saying it cannot be shown; a token the server no longer takes ends the page's access.
    @MainActor
    private func passkeysFailed(_ error: PasskeyAccountError, login: WebLogin) async throws -> Response {
        logger.notice("the passkey account API failed", metadata: ["error": .string(error.description)])
        let registry = try logins.renderer(login.language).themeRegistry
        if [.unauthorized, .insufficientScope].contains(error.kind) {
            try await logins.commit(login) { $0.account = nil }
            return try await renderPasskeysPage(login, PasskeysScreen.unavailable(registry: registry, notice: nil))
        }
        return try await renderPasskeysPage(login, PasskeysScreen.unavailable(registry: registry, notice: .unavailable))
    }

    /// The account's passkeys and names, for the browser.
    static func signals(of list: AccountPasskeys) -> HTMLPasskeySignals? {
        guard let userID = list.userID else { return nil }
        return HTMLPasskeySignals(account: .init(
            rpID: list.rpID, userID: userID, acceptedCredentialIDs: list.passkeys.map(\.id), name: list.userName, displayName: list.displayName))
    }

    /// The page while the browser asks the person for a new passkey.
    @MainActor
    private static func addingScreen(registry: ThemeRegistry) -> View {
        let page = StackView(identifier: "web.passkeys")
        page.style = registry.style(for: .haapiFlowViewController)
        let heading = MessageView(identifier: "headerLabel", style: .heading, text: registry.text(.webPasskeyAdd))
        heading.style = registry.style(for: .headingMessageView)
        let back = LinkView(identifier: "web.back", title: registry.text(.webPasskeysTitle), href: WebPasskeyAccount.path)
        back.style = registry.style(for: .link)
        for view in [heading, back] as [View] { _ = page.addArrangedSubview(view) }
        return page
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
