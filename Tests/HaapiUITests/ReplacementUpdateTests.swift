import HaapiFlow
import HaapiModel
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// A full replacement of a polling screen that implements `update(with:)` is
/// updated in place on each poll of the same flow screen; one that does not is
/// rebuilt.
@MainActor
@Suite("Replacement screens updated in place")
struct ReplacementUpdateTests {
    /// The polling models a replacement may stand in for.
    enum Kind: CaseIterable, Sendable {
        case polling, bankID

        /// A poll of this kind with `remaining` seconds left.
        func model(remaining: Double) throws -> HaapiUIModel {
            switch self {
            case .polling:
                return .polling(PollingModel(status: .pending, maxWaitTime: 180, maxWaitRemainingTime: remaining))
            case .bankID:
                var model = try ControllerFixtures.bankIdModel()
                model.polling.maxWaitRemainingTime = remaining
                return .bankID(model)
            }
        }

        /// Registers the replacement for this kind's model.
        func register(in registry: inout ViewControllerFactoryRegistry, updatesInPlace: Bool) {
            switch self {
            case .polling:
                registry.register(modelType: PollingModel.self) { model in
                    PollingReplacementScreen(model: .polling(model), updatesInPlace: updatesInPlace)
                }
            case .bankID:
                registry.register(modelType: BankIdModel.self) { model in
                    PollingReplacementScreen(model: .bankID(model), updatesInPlace: updatesInPlace)
                }
            }
        }
    }

    @MainActor final class Recorder { var changes: [DisplayChange] = [] }

    func makeContainer(_ kind: Kind, updatesInPlace: Bool) -> (HaapiFlowViewController, Recorder) {
        var registry = ViewControllerFactoryRegistry()
        kind.register(in: &registry, updatesInPlace: updatesInPlace)
        let container = HaapiFlowViewController(themeRegistry: .standard, viewControllerFactoryRegistry: registry)
        let recorder = Recorder()
        container.onDisplayChange = { recorder.changes.append($0) }
        return (container, recorder)
    }

    @Test(arguments: Kind.allCases)
    func aScreenThatUpdatesIsKeptAndToldEachPoll(_ kind: Kind) throws {
        let (container, recorder) = makeContainer(kind, updatesInPlace: true)
        container.show(FlowScreen(id: 7, model: try kind.model(remaining: 170)))
        let screen = try #require(container.currentViewController as? PollingReplacementScreen)
        #expect(screen.remainingLabel.text == "170 s")

        container.show(FlowScreen(id: 7, model: try kind.model(remaining: 168)))
        container.show(FlowScreen(id: 7, model: try kind.model(remaining: 166)))
        #expect(container.currentViewController === screen)
        #expect(container.contentView.subviews.first === screen.view)
        #expect(screen.updates == 2)
        #expect(screen.remainingLabel.text == "166 s")
        #expect(PollingReplacementScreen.remaining(screen.model) == 166)
        #expect(recorder.changes == [.newScreen, .content, .content])

        // Another flow screen of the same kind is a new screen, not an update.
        container.show(FlowScreen(id: 8, model: try kind.model(remaining: 180)))
        let next = try #require(container.currentViewController as? PollingReplacementScreen)
        #expect(next !== screen)
        #expect(screen.updates == 2 && next.updates == 0)
        #expect(recorder.changes.last == .newScreen)
    }

    @Test(arguments: Kind.allCases)
    func aScreenThatDoesNotUpdateIsRebuiltEachPoll(_ kind: Kind) throws {
        let (container, recorder) = makeContainer(kind, updatesInPlace: false)
        container.show(FlowScreen(id: 7, model: try kind.model(remaining: 170)))
        let first = try #require(container.currentViewController as? PollingReplacementScreen)

        container.show(FlowScreen(id: 7, model: try kind.model(remaining: 168)))
        let second = try #require(container.currentViewController as? PollingReplacementScreen)
        #expect(second !== first)
        #expect(first.appearanceState == .disappeared && second.appearanceState == .appeared)
        #expect(second.remainingLabel.text == "168 s")
        #expect(first.updates == 0 && second.updates == 0)
        #expect(container.contentView.subviews.count == 1 && container.contentView.subviews.first === second.view)
        #expect(recorder.changes == [.newScreen, .newScreen])
    }

    @Test func aStockScreenOfTheSameKindKeepsItsOwnUpdate() throws {
        // Without a replacement the stock BankID screen counts down in place: progress, not content.
        let container = HaapiFlowViewController(themeRegistry: .standard, viewControllerFactoryRegistry: ViewControllerFactoryRegistry())
        let recorder = Recorder()
        container.onDisplayChange = { recorder.changes.append($0) }
        container.show(FlowScreen(id: 3, model: try Kind.bankID.model(remaining: 170)))
        let stock = try #require(container.currentViewController as? BankIdViewController)
        container.show(FlowScreen(id: 3, model: try Kind.bankID.model(remaining: 160)))
        #expect(container.currentViewController === stock)
        #expect(recorder.changes == [.newScreen, .progress])
    }
}
