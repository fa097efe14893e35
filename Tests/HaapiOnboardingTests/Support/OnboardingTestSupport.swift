import HaapiOnboarding
import HaapiUI
import Logging
import Testing

/// The standard registry with the onboarding module, in `language`.
func onboardingRegistry(_ language: Language = .english) throws -> ThemeRegistry {
    var registry = try ThemeRegistry.standard.registering(.onboarding)
    registry.language = language
    return registry
}

/// The identifiers of every view in `root`'s tree, hidden ones too, in tree order.
@MainActor
func identifiers(in root: View) -> [String] {
    var found: [String] = []
    _ = root.walk { view, _ in
        if let identifier = view.identifier { found.append(identifier) }
        return .visitChildren
    }
    return found
}

/// The view of `screen` with `identifier`.
@MainActor
func view<T: View>(_ identifier: String, in screen: ViewController, as type: T.Type = T.self) throws -> T {
    try #require(screen.view.view(withIdentifier: identifier) as? T, "no \(T.self) \(identifier)")
}

/// Shows `screen` in a fresh container and returns the container.
@MainActor
func contained(_ screen: ScreenViewController, registry: ThemeRegistry) -> ScreenContainerViewController {
    let container = ScreenContainerViewController(themeRegistry: registry)
    container.showScreen(screen)
    return container
}

/// Collects a screen's diagnostics.
@MainActor
final class DiagnosticsRecorder {
    private(set) var diagnostics: [OnboardingDiagnostic] = []

    func attach(to screen: OnboardingScreen) {
        screen.onDiagnostic = { [weak self] in self?.diagnostics.append($0) }
    }
}
