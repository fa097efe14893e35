import HaapiClient
import HaapiModel
import Logging

extension HaapiFlowDriver {
    /// Feeds a person's event and waits until the flow moved on or rejected it.
    func act(_ event: FlowEvent) async throws(HaapiFlowError) {
        guard !action.isPending else { throw .busy("another action of the person") }
        action.isPending = true
        action.outcome = nil
        feed(event)
        let outcome: HaapiFlowError?
        if let settled = action.outcome {
            outcome = settled
        } else {
            outcome = await withCheckedContinuation { action.waiter = $0 }
        }
        action.outcome = nil
        if let outcome { throw outcome }
        if case .failed(let error)? = end.result { throw error }
    }

    /// Settles the person's pending action: `nil` when the flow moved on.
    private func settle(_ outcome: HaapiFlowError?) {
        guard action.isPending else { return }
        action.isPending = false
        if let waiter = action.waiter {
            action.waiter = nil
            waiter.resume(returning: outcome)
        } else {
            action.outcome = .some(outcome)
        }
    }

    /// Applies an event and performs its effects, in order.
    func feed(_ event: FlowEvent) {
        for effect in machine.handle(event) {
            perform(effect)
        }
    }

    private func perform(_ effect: FlowEffect) {
        switch effect {
        case .send(let request):
            startRequest(request)
        case .exchangeCode(let properties, let id):
            startExchange(properties, requestID: id)
        case .show(let screen):
            logger.debug("screen", metadata: ["screen": .string("\(screen.model.modelTypeName) #\(screen.id)")])
            updatesContinuation.yield(.screen(screen))
            settle(nil)
        case .schedulePoll(let delay, let generation):
            timers.poll?.cancel()
            timers.poll = after(delay) { $0.feed(.pollTimerFired(generation: generation)) }
        case .cancelPoll:
            timers.poll?.cancel()
            timers.poll = nil
        case .runClientOperation(let request):
            runClientOperation(request)
        case .cancelClientOperation:
            timers.operation?.cancel()
            timers.operation = nil
        case .scheduleStuckCheck(let delay, let token):
            timers.stuck?.cancel()
            timers.stuck = after(delay) { $0.feed(.stuckCheckFired(token: token)) }
        case .rejectAction(let error):
            logger.debug("action not taken", metadata: ["error": .string(error.description)])
            settle(error)
        case .finish(let result):
            finish(result)
        case .diagnostic(let diagnostic):
            report(diagnostic)
        }
    }

    /// Logs a diagnostic (a stuck screen or a refused URL as a warning) and publishes it.
    func report(_ diagnostic: FlowDiagnostic) {
        switch diagnostic {
        case .stuckScreen, .urlRefused: logger.warning("\(diagnostic.description)")
        default: logger.debug("\(diagnostic.description)")
        }
        diagnosticsContinuation.yield(diagnostic)
    }

    private func finish(_ result: FlowResult) {
        end.result = result
        requests.cancelAll()
        timers.cancelAll()
        switch result {
        case .tokens(let tokens): logger.info("flow finished with tokens", metadata: ["tokens": .string(tokens.description)])
        case .oauthError(let error): logger.info("flow finished with an OAuth error", metadata: ["error": .string(error.description)])
        case .failed(let error): logger.warning("flow failed", metadata: ["error": .string(error.description)])
        case .cancelled: logger.info("flow cancelled")
        }
        updatesContinuation.yield(.finished(result))
        updatesContinuation.finish()
        diagnosticsContinuation.finish()
        settle(nil)
        let waiters = end.waiters
        end.waiters = []
        for waiter in waiters { waiter.resume(returning: result) }
    }

    /// A task that runs `body` on the driver after `delay` on the driver's clock, unless cancelled.
    func after(_ delay: Duration, _ body: @escaping @Sendable (isolated HaapiFlowDriver) -> Void) -> Task<Void, Never> {
        let clock = self.clock
        return Task {
            do {
                try await clock.sleep(for: delay)
            } catch {
                return
            }
            self.runIsolated(body)
        }
    }

    private func runIsolated(_ body: @Sendable (isolated HaapiFlowDriver) -> Void) {
        guard !Task.isCancelled else { return }
        body(self)
    }

    // MARK: Requests

    private func startRequest(_ request: FlowRequest) {
        logger.debug("request", metadata: ["request": .string(request.summary)])
        let client = self.client
        // A poll's answer is compared with the kept pending step's bytes.
        let previous = request.purpose == .poll ? keptAnswer(for: machine.state.polling?.lastPending.value) : nil
        requests.tasks[request.id] = Task {
            let event: FlowEvent
            var identity: HaapiAnswerIdentity?
            do throws(HaapiClientError) {
                switch try await Self.send(request, client: client, comparingWith: previous) {
                case .unchanged:
                    event = .pollAnswerUnchanged(requestID: request.id)
                case .document(let response, let answer):
                    event = .documentReceived(response, requestID: request.id)
                    identity = answer
                }
            } catch {
                event = .requestFailed(error, requestID: request.id)
            }
            self.requestEnded(request.id, event, identity: identity)
        }
        startTimeLimit(for: request.id)
    }

    private static func send(
        _ request: FlowRequest, client: HaapiClient, comparingWith previous: HaapiAnswerIdentity?
    ) async throws(HaapiClientError) -> Answer {
        switch request.operation {
        case .start(let parameters):
            return .document(try await client.start(parameters: parameters), nil)
        case .submit(let action, let parameters):
            guard let form = action.action.form else {
                throw .invalidUse(InvalidUseError(
                    "the action \(action.id) is not a form", recoverySuggestion: "Submit only form actions."))
            }
            switch try await client.submit(FormSubmission(form).with(parameters), comparingWith: previous) {
            case .unchanged: return .unchanged
            case .changed(let response, let identity): return .document(response, identity)
            }
        case .follow(let link):
            return .document(try await client.follow(Link(href: link.href, rel: link.rel, title: link.title, type: link.mediaType)), nil)
        }
    }

    /// A request's answer as the driver takes it.
    private enum Answer {
        /// The kept pending step's bytes again.
        case unchanged
        /// A document, with the identity of its bytes when it answered a form.
        case document(HaapiResponse, HaapiAnswerIdentity?)
    }

    /// The identity of the answer `pending` was taken from, when the driver holds it.
    private func keptAnswer(for pending: PendingAnswer?) -> HaapiAnswerIdentity? {
        guard let pending, let kept = requests.lastAnswer, kept.requestID == pending.requestID else { return nil }
        return kept.identity
    }

    private func startExchange(_ properties: AuthorizationResponseProperties, requestID: Int) {
        logger.debug("exchanging the authorization code")
        let client = self.client
        requests.tasks[requestID] = Task {
            let event: FlowEvent
            do throws(HaapiClientError) {
                event = .tokensReceived(try await client.exchangeCode(from: properties), requestID: requestID)
            } catch {
                event = .requestFailed(error, requestID: requestID)
            }
            self.requestEnded(requestID, event)
        }
        startTimeLimit(for: requestID)
    }

    private func requestEnded(_ id: Int, _ event: FlowEvent, identity: HaapiAnswerIdentity? = nil) {
        guard requests.end(id) != nil else { return }
        feed(event)
        // The bytes are kept only while the flow keeps the pending step they decoded to.
        let pending = machine.state.polling?.lastPending.value?.requestID
        if let identity, pending == id {
            requests.lastAnswer = (id, identity)
        } else if requests.lastAnswer?.requestID != pending {
            requests.lastAnswer = nil
        }
    }

    func requestTimedOut(_ id: Int) {
        requests.end(id)?.cancel()
        feed(.timeout(requestID: id))
    }

    // MARK: Client operations

    private func runClientOperation(_ request: ClientOperationRequest) {
        timers.operation?.cancel()
        guard let handler = handlers.handler(for: request.operation.name) else {
            feed(.clientOperationFinished(.fallback(reason: "no handler"), operationID: request.id))
            return
        }
        let context = ClientOperationContext(client: client, clock: clock, random: random, logger: logger)
        timers.operation = Task {
            let outcome = await handler.perform(request, context: context)
            guard !Task.isCancelled else { return }
            self.feed(.clientOperationFinished(outcome, operationID: request.id))
        }
    }
}
