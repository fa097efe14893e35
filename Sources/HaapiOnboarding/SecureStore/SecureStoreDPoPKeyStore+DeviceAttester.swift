import HaapiClient

extension SecureStoreDPoPKeyStore {
    /// The secure store's key for the development attester's device key.
    public static let developmentAttesterKey = "haapi.dev-attester-key"

    /// A key store for HaapiClient's `DevelopmentDeviceAttester` that keeps its device key
    /// in `store` under ``developmentAttesterKey``, apart from the DPoP key: the device
    /// keeps its key across launches (the attester asks the dev server to certify it again).
    ///
    /// ```swift
    /// let attester = DevelopmentDeviceAttester(
    ///     certificateEndpoint: DevelopmentDeviceAttester.certificateEndpoint(devServer: baseURL),
    ///     keyStore: SecureStoreDPoPKeyStore.developmentAttester(in: secureStore))
    /// ```
    public static func developmentAttester(in store: any SecureStore) -> SecureStoreDPoPKeyStore {
        SecureStoreDPoPKeyStore(store: store, key: developmentAttesterKey)
    }
}
