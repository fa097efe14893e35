import HaapiFlow
import HaapiUI

extension MessageView {
    /// Shows `message` styled as `style`, or hides the view when `message` is `nil`:
    /// how onboarding screens show an error (or a note) in their message label.
    func show(_ message: String?, as style: MessageStyle = .error) {
        messageStyle = style
        text = message ?? ""
        isHidden = message == nil
    }
}

extension LoadingIndicator {
    /// Shows and runs the indicator, or stops and hides it.
    func setRunning(_ running: Bool) {
        isHidden = !running
        if running { startAnimating() } else { stopAnimating() }
    }
}
