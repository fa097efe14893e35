/// Which screens the flow container watches for a person's action that never
/// reaches the flow (seed 001's "stuck screen" pitfall).
///
/// A watched screen reports each button tap and link it lets the person use
/// (``HaapiFlowViewController/onPersonInteracted``); the flow driver then expects
/// a submit, select or follow within its stuck-screen timeout and otherwise
/// reports a `FlowDiagnostic.stuckScreen`.
public enum StuckScreenWatch: Sendable, Hashable, CaseIterable {
    /// Watch no screen.
    case off
    /// Watch full replacements (customisation method 3): screens that are not
    /// ``BaseViewController``s. Stock screens and their subclasses may keep an
    /// action on purpose (a form that fails its own validation, a hook that
    /// says no), so they are not watched.
    case replacementScreens
    /// Watch every screen.
    case allScreens

    /// Whether `screen` is watched.
    @MainActor
    public func watches(_ screen: any HaapiUIViewController) -> Bool {
        switch self {
        case .off: false
        case .replacementScreens: !(screen is BaseViewController)
        case .allScreens: true
        }
    }
}
