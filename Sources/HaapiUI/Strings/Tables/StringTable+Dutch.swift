extension StringTable {
    /// Dutch (informal "je", as Dutch apps usually address people).
    static let dutch: Entries = [
        .bankIdInstructionBody1: text(
            "• Open de BankID-app\n"
                + "• Tik op de knop QR-code scannen\n"
                + "• Richt de camera van je telefoon op de QR-code\n"
                + "• Volg de instructies in de app\n\n"
                + "De QR-code blijft %@ zichtbaar. Daarna wordt de identificatie om veiligheidsredenen geannuleerd "
                + "en kun je het opnieuw proberen. Zorg dat de hele QR-code op het scherm past, anders kan hij niet "
                + "worden gescand."
        ),
        .bankIdInstructionTitle1: text("Hulp bij het scannen van de QR-code"),
        .pollingMinutes: plural(one: "%d minuut", other: "%d minuten"),
        .pollingMinutesRemaining: plural(
            one: "Nog %d minuut en %d seconden",
            other: "Nog %d minuten en %d seconden",
            oneAndOne: "Nog %d minuut en %d seconde",
            otherAndOne: "Nog %d minuten en %d seconde"
        ),
        .or: text("Of"),
        .pollingSeconds: plural(one: "%d seconde", other: "%d seconden"),
        .pollingSecondsRemaining: plural(one: "Nog %d seconde", other: "Nog %d seconden"),
        .bankIdLogo: text("BankID-logo"),
        .qrCode: text("QR-code"),
        .close: text("Sluiten"),
        .cancel: text("Annuleren"),
        .submit: text("Versturen"),
        .continueAction: text("Doorgaan"),
        .back: text("Terug"),
        .ok: text("OK"),
        .retry: text("Opnieuw proberen"),
        .dismiss: text("Sluiten"),
        .loading: text("Bezig met laden…"),
        .expand: text("Meer tonen"),
        .collapse: text("Minder tonen"),
        .showPassword: text("Wachtwoord tonen"),
        .hidePassword: text("Wachtwoord verbergen"),
        .closeFlowConfirmTitle: text("Stoppen met inloggen?"),
        .closeFlowConfirmMessage: text("Als je nu sluit, moet je straks weer helemaal opnieuw beginnen."),
        .closeFlowConfirmClose: text("Stoppen"),
        .closeFlowConfirmStay: text("Verder met inloggen"),
        .authenticatorSelectorTitle: text("Kies hoe je wilt inloggen"),
        .pollingPending: text("We wachten op je bevestiging…"),
        .pollingFailed: text("Het verzoek is niet op tijd bevestigd. Probeer het opnieuw."),
        .fieldRequired: text("Dit veld is verplicht."),
        .fieldInvalid: text("Deze waarde is niet geldig."),
        .fieldTooShort: plural(one: "Vul minstens %d teken in.", other: "Vul minstens %d tekens in."),
        .fieldTooLong: plural(one: "Vul hoogstens %d teken in.", other: "Vul hoogstens %d tekens in."),
        .errorTitle: text("Fout"),
        .problemGeneric: text("Er is iets misgegaan"),
        .problemInvalidInput: text("Controleer de gemarkeerde velden"),
        .problemIncorrectCredentials: text("De gebruikersnaam of het wachtwoord is onjuist"),
        .problemAuthenticationFailed: text("Inloggen is mislukt"),
        .problemTooManyAttempts: text("Te veel pogingen. Wacht even en probeer het dan opnieuw."),
        .problemUnexpected: text("Er is een onverwachte fout opgetreden"),
        .problemAuthorizationResponse: text("Inloggen kon niet worden afgerond"),
        .problemSessionMismatch: text("Je sessie is verlopen. Begin opnieuw."),
        .problemNetwork: text("De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw."),
        .webAuthnTitle: text("Inloggen met een toegangssleutel"),
        .webAuthnInProgress: text("Volg de instructies op je apparaat of beveiligingssleutel."),
        .webAuthnNotSupported: text("Toegangssleutels worden hier niet ondersteund. Kies een andere manier om in te loggen."),
        .externalBrowserMessage: text("Ga verder in het browservenster dat is geopend."),
        .genericUnsupportedStep: text("Deze stap kan in deze app niet worden getoond."),
        .flowTitle: text("Inloggen"),
        .stuckScreenTitle: text("Er ging iets mis"),
        .stuckScreenMessage: text("Dit scherm reageerde niet. Sluit het en probeer het opnieuw."),
    ]
}
