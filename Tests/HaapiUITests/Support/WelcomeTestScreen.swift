import HaapiUI

extension StyleTarget {
    /// The style target of ``WelcomeTestScreen``, registered by ``ScreenKitModule/welcomeTest``.
    static let welcomeTestScreen = StyleTarget("WelcomeTestScreen", .screen, StyleTarget.screenAttributes)
}

extension StringKey {
    /// The welcome screen's headline.
    static let welcomeHeadline: StringKey = "onb_welcome_headline"
    /// How many steps are left: `%d` steps.
    static let welcomeStepsLeft: StringKey = "onb_welcome_steps_left"
}

/// An onboarding screen from outside HaapiUI: its own outlets, style target and
/// texts, brought in by a module.
@MainActor
final class WelcomeTestScreen: ScreenViewController {
    enum Outlet: String, ScreenOutletSet {
        case headlineLabel, stepsLabel, actionsStackView, primaryActionButton, skipButton
        static let containers: Set<Outlet> = [.actionsStackView]
    }

    nonisolated override class var styleTarget: StyleTarget { .welcomeTestScreen }
    nonisolated override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    let headlineLabel = Label(identifier: Outlet.headlineLabel.rawValue)
    let stepsLabel = Label(identifier: Outlet.stepsLabel.rawValue)
    let actionsStackView = StackView(identifier: Outlet.actionsStackView.rawValue, axis: .horizontal)
    let primaryActionButton = Button(identifier: Outlet.primaryActionButton.rawValue, title: "") {}
    let skipButton = Button(identifier: Outlet.skipButton.rawValue, type: .text, title: "Skip") {}

    override func loadView() {
        super.loadView()
        headlineLabel.text = text(.welcomeHeadline)
        stepsLabel.text = text(.welcomeStepsLeft, .int(3))
        primaryActionButton.title = "Start"
        actionsStackView.addArrangedSubview(skipButton)
        actionsStackView.addArrangedSubview(primaryActionButton)
        for view in [headlineLabel, stepsLabel, actionsStackView] as [View] { rootStackView.addArrangedSubview(view) }
    }
}

extension ScreenKitModule {
    /// The module bringing ``WelcomeTestScreen``: English and Dutch texts, its
    /// style target with a default spacing.
    static let welcomeTest = ScreenKitModule(
        name: "WelcomeTest",
        strings: [
            .english: [.welcomeHeadline: .text("Welcome"), .welcomeStepsLeft: .text("%d steps to go")],
            .dutch: [.welcomeHeadline: .text("Welkom"), .welcomeStepsLeft: .text("Nog %d stappen")],
        ],
        styleTargets: [.welcomeTestScreen],
        styles: [.welcomeTestScreen: Style([.spacing: .length(.points(24))])!],
        screens: [WelcomeTestScreen.self])
}
