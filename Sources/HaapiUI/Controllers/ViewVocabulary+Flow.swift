public import HaapiFlow
import HaapiModel

// The HAAPI screens translate the flow's UI models into the view tree's own words,
// so that views and renderers never see a flow type.

extension ButtonKind {
    /// The look of a server-provided button of `type`.
    public init(_ type: ButtonType) {
        switch type {
        case .primary: self = .primary
        case .secondary: self = .secondary
        case .text: self = .text
        case .link: self = .link
        }
    }
}

extension KeyboardKind {
    /// The keyboard for an input the server configured with `keyboard`.
    public init(_ keyboard: InputConfiguration.Keyboard) {
        switch keyboard {
        case .text: self = .text
        case .number: self = .number
        case .email: self = .email
        case .url: self = .url
        case .phone: self = .phone
        }
    }
}

extension MessageStyle {
    /// The style of a server message of `style`.
    public init(_ style: InfoMessageStyle) {
        switch style {
        case .heading: self = .heading
        case .info: self = .info
        case .error: self = .error
        case .warn: self = .warning
        case .content: self = .content
        case .username: self = .username
        case .usercode: self = .usercode
        case .recipientofcommunication: self = .recipientOfCommunication
        }
    }
}

extension ButtonRole {
    /// The role of a server-provided button: `cancel` for an action of kind
    /// `cancel`, otherwise by its look (`primary`, `secondary`), `nil` for text and
    /// link buttons.
    public static func of(_ button: InteractionItemButtonModel) -> ButtonRole? {
        if button.actionModel.kind == .cancel { return .cancel }
        switch button.type {
        case .primary: return .primary
        case .secondary: return .secondary
        case .text, .link: return nil
        }
    }
}
