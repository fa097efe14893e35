import Foundation
import HaapiOnboarding
import Testing

@Suite struct EmailAddressTests {
    @Test(arguments: ["anna@example.com", "  anna.lind+work@mail.example.co.uk ", "björn@exempel.se", "a@b.io"])
    func acceptsAddresses(_ input: String) throws {
        let address = try EmailAddress.validate(input).get()
        #expect(address == input.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: [
        "", "   ", "anna", "anna@", "@example.com", "anna@example", "anna@@example.com", "an na@example.com",
        "anna@exa mple.com", ".anna@example.com", "anna.@example.com", "an..na@example.com", "anna@-example.com",
        "anna@example-.com", "anna@example.c", "anna@example.123", "a<b>@example.com", "anna@example..com", "anna\u{7}@example.com",
    ])
    func refusesMalformedAddresses(_ input: String) {
        let result = EmailAddress.validate(input)
        let trimmed = input.trimmingCharacters(in: .whitespaces)
        #expect(result == .failure(trimmed.isEmpty ? .empty : .invalid))
    }

    @Test func refusesOverlongAddressesAndParts() {
        let longDomain = String(repeating: "a", count: 250) + ".com"
        #expect(EmailAddress.validate("x@" + longDomain) == .failure(.tooLong(maximum: EmailAddress.maximumLength)))
        #expect(EmailAddress.validate(String(repeating: "l", count: 65) + "@example.com") == .failure(.invalid))
        #expect(EmailAddress.validate("anna@" + String(repeating: "d", count: 64) + ".com") == .failure(.invalid))
    }
}
