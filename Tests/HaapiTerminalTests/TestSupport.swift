import HaapiUI

/// The stable id of `view`'s control on the screen it belongs to (`option` for a
/// picker's option), as renderers see it.
@MainActor
func controlID(_ view: View, option: Int? = nil) -> ControlID? {
    ScreenControls(root: view.root).id(of: view, option: option)
}
