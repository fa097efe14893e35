import HaapiUI
public import HaapiScreenKit

extension ScreenViewController {
    /// The style of a view of `styleClass` on this screen, for the registry's
    /// appearance: the class's base component (with this screen's component style
    /// for it), and the class's own style over that.
    public func style(_ styleClass: OnboardingStyleClass) -> ResolvedStyle {
        let theme = themeRegistry.theme
        let merged = theme.style(for: styleClass.base, on: screenStyleTarget).merging(theme.style(for: styleClass.target))
        return theme.resolve(merged, appearance: themeRegistry.appearance)
    }
}
