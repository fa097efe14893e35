public import HaapiFlow

/// What the flow view controller asks of the flow after the person acted.
public enum HaapiFlowAction: Sendable, Hashable {
    /// Submit a form action with the person's input.
    case submit(InteractionActionModel, parameters: [String: String])
    /// Choose an option of a selector.
    case select(SelectorItemInteractionActionModel)
    /// Follow a link.
    case follow(LinkItemModel)
    /// Go back from a selector option's form to the options (`FormModel.offersBack`).
    case back
    /// The person closed the flow (after confirming, when confirmation is on).
    case close
}
