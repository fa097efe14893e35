/// The flow container's `contentView`: hands every activation inside the current
/// screen to the container.
@MainActor
final class ScreenContentView: View {
    /// Called with the view the person activated.
    var onActivation: (@MainActor (View) -> Void)?

    override func personDidActivate(_ view: View) {
        onActivation?(view)
        super.personDidActivate(view)
    }
}
