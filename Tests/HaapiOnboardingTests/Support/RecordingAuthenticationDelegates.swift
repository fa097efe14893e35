import HaapiOnboarding

/// Records sign-ins and keeps their completions for the test to call.
@MainActor
final class RecordingBasicAuthenticationDelegate: BasicAuthenticationDelegate {
    private(set) var signIns: [(username: String, password: String)] = []
    private(set) var completions: [@Sendable (String?) -> Void] = []
    private(set) var cancels = 0

    func didSignIn(_ controller: BasicAuthenticationScreen, username: String, password: String,
                   completion: @escaping @Sendable (String?) -> Void) {
        signIns.append((username, password))
        completions.append(completion)
    }

    func didCancel(_ controller: BasicAuthenticationScreen) { cancels += 1 }
}

/// Records verifications and keeps their completions for the test to call.
@MainActor
final class RecordingDynamicAuthenticationDelegate: DynamicAuthenticationDelegate {
    private(set) var verifications: [[String]] = []
    private(set) var completions: [@Sendable (String?) -> Void] = []
    private(set) var cancels = 0

    func verify(_ controller: DynamicAuthenticationScreen, informationStrings: [String], completion: @escaping @Sendable (String?) -> Void) {
        verifications.append(informationStrings)
        completions.append(completion)
    }

    func didCancel(_ controller: DynamicAuthenticationScreen) { cancels += 1 }
}
