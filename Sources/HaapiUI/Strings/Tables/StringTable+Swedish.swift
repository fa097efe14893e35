extension StringTable {
    /// Swedish.
    static let swedish: Entries = [
        .bankIdInstructionBody1: text(
            "• Öppna BankID-appen\n"
                + "• Tryck på knappen Skanna QR-kod\n"
                + "• Rikta telefonens kamera mot QR-koden\n"
                + "• Följ instruktionerna i appen\n\n"
                + "QR-koden visas i %@. Därefter avbryts legitimeringen av säkerhetsskäl och du kan försöka igen. "
                + "Se till att hela QR-koden syns på skärmen, annars går den inte att skanna."
        ),
        .bankIdInstructionTitle1: text("Hjälp med att skanna QR-koden"),
        .pollingMinutes: plural(one: "%d minut", other: "%d minuter"),
        .pollingMinutesRemaining: plural(
            one: "%d minut och %d sekunder kvar",
            other: "%d minuter och %d sekunder kvar",
            oneAndOne: "%d minut och %d sekund kvar",
            otherAndOne: "%d minuter och %d sekund kvar"
        ),
        .or: text("Eller"),
        .pollingSeconds: plural(one: "%d sekund", other: "%d sekunder"),
        .pollingSecondsRemaining: plural(one: "%d sekund kvar", other: "%d sekunder kvar"),
        .bankIdLogo: text("BankID-logotyp"),
        .qrCode: text("QR-kod"),
        .close: text("Stäng"),
        .cancel: text("Avbryt"),
        .submit: text("Skicka"),
        .continueAction: text("Fortsätt"),
        .back: text("Tillbaka"),
        .ok: text("OK"),
        .retry: text("Försök igen"),
        .dismiss: text("Stäng"),
        .loading: text("Laddar…"),
        .expand: text("Visa mer"),
        .collapse: text("Visa mindre"),
        .showPassword: text("Visa lösenord"),
        .hidePassword: text("Dölj lösenord"),
        .closeFlowConfirmTitle: text("Avbryta inloggningen?"),
        .closeFlowConfirmMessage: text("Om du stänger nu måste du börja om från början."),
        .closeFlowConfirmClose: text("Avbryt inloggningen"),
        .closeFlowConfirmStay: text("Fortsätt logga in"),
        .authenticatorSelectorTitle: text("Välj hur du vill logga in"),
        .pollingPending: text("Väntar på din bekräftelse…"),
        .pollingFailed: text("Begäran bekräftades inte i tid. Försök igen."),
        .fieldRequired: text("Fältet måste fyllas i."),
        .fieldInvalid: text("Värdet är inte giltigt."),
        .fieldTooShort: plural(one: "Ange minst %d tecken.", other: "Ange minst %d tecken."),
        .fieldTooLong: plural(one: "Ange högst %d tecken.", other: "Ange högst %d tecken."),
        .errorTitle: text("Fel"),
        .problemGeneric: text("Något gick fel"),
        .problemInvalidInput: text("Kontrollera de markerade fälten"),
        .problemIncorrectCredentials: text("Användarnamnet eller lösenordet är fel"),
        .problemAuthenticationFailed: text("Inloggningen misslyckades"),
        .problemTooManyAttempts: text("För många försök. Vänta en stund och försök sedan igen."),
        .problemUnexpected: text("Ett oväntat fel inträffade"),
        .problemAuthorizationResponse: text("Inloggningen kunde inte slutföras"),
        .problemSessionMismatch: text("Din session har gått ut. Börja om."),
        .problemNetwork: text("Det gick inte att nå servern. Kontrollera din anslutning och försök igen."),
        .webAuthnTitle: text("Logga in med en lösennyckel"),
        .webAuthnInProgress: text("Följ instruktionerna på din enhet eller säkerhetsnyckel."),
        .webAuthnNotSupported: text("Lösennycklar stöds inte här. Välj ett annat sätt att logga in."),
        .externalBrowserMessage: text("Fortsätt i webbläsarfönstret som har öppnats."),
        .genericUnsupportedStep: text("Det här steget kan inte visas i appen."),
        .flowTitle: text("Logga in"),
        .stuckScreenTitle: text("Något gick fel"),
        .stuckScreenMessage: text("Den här skärmen svarade inte. Stäng den och försök igen."),
    ]
}
