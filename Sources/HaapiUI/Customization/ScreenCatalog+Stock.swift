public import Foundation

extension ScreenCatalog {
    /// HaapiUI's stock screens.
    public static let standard: ScreenCatalog = {
        let stock: [ScreenViewController.Type] = [
            BankIdViewController.self, FormViewController.self, SelectorViewController.self, PollingViewController.self,
            ProblemViewController.self, GenericViewController.self, WebAuthnViewController.self, HaapiFlowViewController.self,
        ]
        // The stock screens' names differ (ScreenKitModuleTests lists them), so this never falls back.
        return (try? ScreenCatalog(stock)) ?? ScreenCatalog()
    }()
}

extension ScreenLayout {
    /// Reads a layout file (JSON) and checks it against the outlets of the stock
    /// screen it names (see `ScreenLayout.init(json:file:screens:)`).
    ///
    /// - Throws: `ScreenLayoutError` naming the file and what is wrong.
    public init(json data: Data, file: String) throws(ScreenLayoutError) {
        try self.init(json: data, file: file, screens: .standard)
    }
}
