import Foundation
import HaapiModel
import Testing

/// The examples of HaapiModel's documentation catalog; `DocumentationExamplesCheck`
/// (in HaapiTestingTests) requires every documented block to appear here as written.
@Suite("HaapiModel documentation examples")
struct DocumentationExamplesTests {
    /// The landing page's decoding example, over a recorded step and a recorded problem.
    func summarise(_ responseBody: [UInt8], requestURL: URL) throws -> [String] {
        var seen: [String] = []
        let decoder = HaapiDecoder(baseURL: requestURL)   // relative hrefs resolve against it
        switch try decoder.decode(responseBody) {
        case .representation(let step):
            for action in step.actions {
                if let form = action.form {
                    seen.append("\(form.method) \(form.href) \(form.fields.map(\.name))")
                }
            }
        case .problem(let problem):
            seen.append("\(problem.type): \(problem.invalidFields.count) invalid fields")
        }
        return seen
    }

    @Test func theDecodingExampleReadsAStepAndAProblem() throws {
        let step = try summarise(try Fixtures.bytes("usernamePassword"), requestURL: Fixtures.baseURL)
        #expect(step.contains { $0.contains("userName") })
        let problem = try summarise(try Fixtures.bytes("usernamePasswordFormErrors"), requestURL: Fixtures.baseURL)
        #expect(problem.count == 1)
    }
}
