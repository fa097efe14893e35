import HaapiDevServer
import Testing

/// Inputs the `devconfig` fuzz target (`Fuzz/Targets/FuzzDevServerConfiguration.swift`)
/// found, kept so that they stay refused quickly with an error naming the file.
@Suite struct DevServerConfigurationFuzzRegressionTests {
    /// Nine lines of nested aliases stand for 10⁹ values; reading them all would not end.
    static let aliasBomb = """
        a: &a [x, x, x, x, x, x, x, x, x, x]
        b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
        c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
        d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
        e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
        f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
        g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]
        h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g, *g]
        i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h, *h]
        """

    @Test func anAliasBombIsRefusedByItsSize() {
        #expect {
            try DevServerConfiguration.parse(Self.aliasBomb, format: .yaml, file: "bomb.yaml")
        } throws: { error in
            let description = "\(error)"
            return description.contains("bomb.yaml") && description.contains("aliases expanded")
        }
    }

    @Test func aliasesWithinTheBoundStillRead() throws {
        let yaml = """
            clients:
              - id: one
                secret: s3cret
                redirectUris: [myapp://cb]
                scopes: &scopes [openid, profile]
              - id: two
                secret: s3cret
                redirectUris: [myapp://cb]
                scopes: *scopes
            """
        let configuration = try DevServerConfiguration.parse(yaml, format: .yaml, file: "small.yaml")
        #expect(configuration.clients.map(\.scopes) == [["openid", "profile"], ["openid", "profile"]])
    }
}
