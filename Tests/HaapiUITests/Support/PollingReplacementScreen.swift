import HaapiFlow
import HaapiUI

/// A full replacement (customisation method 3) of the polling and BankID screens:
/// a label with the seconds left. When `updatesInPlace`, it takes each poll's new
/// model in ``update(with:)``; otherwise it keeps the protocol's default and is
/// rebuilt for every poll.
@MainActor
final class PollingReplacementScreen: ViewController, HaapiUIViewController {
    var haapiFlowViewControllerDelegate: (any HaapiFlowViewControllerDelegate)?
    var uiStylableThemeDelegate: (any UIStylableThemeDelegate)?
    let updatesInPlace: Bool
    private(set) var model: HaapiUIModel
    private(set) var updates = 0
    let remainingLabel = Label(identifier: "remainingLabel")

    init(model: HaapiUIModel, updatesInPlace: Bool) {
        self.model = model
        self.updatesInPlace = updatesInPlace
        super.init()
    }

    /// The seconds left in `model`.
    static func remaining(_ model: HaapiUIModel) -> Double? {
        switch model {
        case .polling(let polling): polling.maxWaitRemainingTime
        case .bankID(let bankID): bankID.polling.maxWaitRemainingTime
        default: nil
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(remainingLabel)
        showRemaining()
    }

    private func showRemaining() {
        remainingLabel.text = Self.remaining(model).map { "\(Int($0)) s" } ?? ""
    }

    func update(with model: HaapiUIModel) -> Bool {
        guard updatesInPlace else { return false }
        self.model = model
        updates += 1
        showRemaining()
        return true
    }

    func stopLoading() {}
    func hasLoading() -> Bool { false }
    func handleProblemModel(_ problemModel: ProblemModel) -> Bool { false }
    func handleInfoMessageModels(_ infoMessageModels: [InfoMessageModel]) {}
    func handleLinkItemModels(_ linkItemModels: [LinkItemModel]) {}
    func handleFormModel(_ formModel: FormModel) -> Bool { false }
}
