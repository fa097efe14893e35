/// The consent forms of an onboarding as a pure state machine: which form and
/// page shows, which buttons it offers, and the answers so far. No views, no
/// I/O: ``UserConsentViewController`` performs its effects, and an app can save
/// it (it is `Codable`) to resume on the same page.
///
/// Rules (seed 002's `FUIUserConsentViewController`):
/// - Forms show one after the other, each page after page; Back and Next move
///   between the pages of the current form only (an answered form stays answered).
/// - Only a form's last page has the toolbar: Agree with Deny (required form) or
///   Not Now (optional form), and Cancel.
/// - Agree accepts the form; Not Now declines an optional form. Both go on to the
///   next form, and the last answer finishes the sequence with every response.
/// - Deny on a required form finishes the sequence at once: that form is
///   declined and the later ones stay unanswered. The onboarding cannot go on
///   without it; the app decides what to do.
/// - Cancel ends the sequence as cancelled, from any page.
/// - Once finished or cancelled, every event is ignored.
///
/// ```swift
/// var sequence = UserConsentStateMachine(forms: [.init(pageCount: 1, isRequired: true)])
/// sequence.handle(.start)   // [.showPage(form 0, page 0: Deny, Agree, Cancel)]
/// sequence.handle(.agree)   // [.finish([.accepted])]
/// ```
public struct UserConsentStateMachine: Sendable, Hashable, Codable {
    /// What the sequence knows of one form.
    public struct Form: Sendable, Hashable, Codable {
        /// How many pages the form has (at least one: a form without pages shows one
        /// empty page, so that it can still be answered).
        public let pageCount: Int
        /// Whether the onboarding needs the form accepted (Deny) or not (Not Now).
        public let isRequired: Bool

        /// Describes a form; `pageCount` below one counts as one.
        public init(pageCount: Int, isRequired: Bool) {
            self.pageCount = max(1, pageCount)
            self.isRequired = isRequired
        }
    }

    /// A page of a form.
    public struct Position: Sendable, Hashable, Codable {
        /// The form's index.
        public let form: Int
        /// The page's index in its form.
        public let page: Int

        /// Names a page.
        public init(form: Int, page: Int) {
            self.form = form
            self.page = page
        }
    }

    /// The answer to one form.
    public enum Response: String, Sendable, Hashable, Codable {
        /// Agree.
        case accepted
        /// Deny (required form) or Not Now (optional form).
        case declined
        /// Not answered (yet, or never: a required form before it was denied).
        case unanswered
    }

    /// Where the sequence is.
    public enum Phase: String, Sendable, Hashable, Codable {
        /// A page shows and waits for the person.
        case running
        /// Every form was answered, or a required form was denied.
        case finished
        /// The person cancelled.
        case cancelled
    }

    /// The forms, in order.
    public let forms: [Form]
    /// The page shown (the last one shown once the sequence ended).
    public private(set) var position: Position
    /// The answers, one per form.
    public private(set) var responses: [Response]
    /// Where the sequence is; without forms it is finished from the start.
    public private(set) var phase: Phase

    /// Starts at the first page of the first form, nothing answered.
    public init(forms: [Form]) {
        self.forms = forms
        self.position = Position(form: 0, page: 0)
        self.responses = Array(repeating: .unanswered, count: forms.count)
        self.phase = forms.isEmpty ? .finished : .running
    }

    /// The page shown now, with its buttons; `nil` once the sequence ended.
    public var currentDisplay: UserConsentPageDisplay? {
        guard phase == .running else { return nil }
        return UserConsentPageDisplay(position: position, form: forms[position.form])
    }

    /// Moves the sequence on by `event` and returns what to do (nothing when the
    /// event does not apply: Next on a last page, Agree before the last page, any
    /// event after the end).
    @discardableResult
    public mutating func handle(_ event: UserConsentEvent) -> [UserConsentEffect] {
        guard phase == .running, let display = currentDisplay else {
            return event == .start ? endEffects : []
        }
        switch event {
        case .start:
            return [.showPage(display)]
        case .nextPage:
            guard !display.isLastPage else { return [] }
            return move(to: Position(form: position.form, page: position.page + 1))
        case .previousPage:
            guard position.page > 0 else { return [] }
            return move(to: Position(form: position.form, page: position.page - 1))
        case .agree:
            guard display.isLastPage else { return [] }
            return answer(.accepted)
        case .deny:
            guard display.isLastPage else { return [] }
            return answer(.declined)
        case .cancel:
            phase = .cancelled
            return [.cancelled]
        }
    }

    // MARK: Transitions

    private var endEffects: [UserConsentEffect] {
        switch phase {
        case .running: []
        case .finished: [.finish(responses)]
        case .cancelled: [.cancelled]
        }
    }

    private mutating func move(to next: Position) -> [UserConsentEffect] {
        position = next
        return currentDisplay.map { [.showPage($0)] } ?? []
    }

    private mutating func answer(_ response: Response) -> [UserConsentEffect] {
        let form = position.form
        responses[form] = response
        let endsHere = response == .declined && forms[form].isRequired
        guard !endsHere, form + 1 < forms.count else {
            phase = .finished
            return [.finish(responses)]
        }
        return move(to: Position(form: form + 1, page: 0))
    }

    // MARK: Decoding

    private enum CodingKeys: String, CodingKey { case forms, position, responses, phase }

    /// Decodes a saved sequence, refusing one whose position or responses do not
    /// fit its forms (a damaged or altered save must not point outside them).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        forms = try container.decode([Form].self, forKey: .forms)
        position = try container.decode(Position.self, forKey: .position)
        responses = try container.decode([Response].self, forKey: .responses)
        phase = try container.decode(Phase.self, forKey: .phase)
        if let problem = inconsistency {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: problem))
        }
    }

    /// What does not fit in a decoded sequence, if anything.
    private var inconsistency: String? {
        if forms.contains(where: { $0.pageCount < 1 }) { return "a form has no pages" }
        if responses.count != forms.count { return "\(responses.count) responses for \(forms.count) forms" }
        if forms.isEmpty { return phase == .running ? "running without forms" : nil }
        guard forms.indices.contains(position.form), (0..<forms[position.form].pageCount).contains(position.page) else {
            return "position form \(position.form) page \(position.page) is outside the forms"
        }
        if phase == .running, responses[..<position.form].contains(.unanswered) {
            return "a form before the current one is unanswered"
        }
        if phase == .running, responses[position.form...].contains(where: { $0 != .unanswered }) {
            return "the current form or a later one is answered already"
        }
        return nil
    }
}
