import HaapiUI
public import HaapiScreenKit

extension StringKey {
    /// `app_error_not_configured`: The app was not set up to sign in.
    public static let appErrorNotConfigured: StringKey = "app_error_not_configured"
    /// `app_error_internal`: Something failed inside the app.
    public static let appErrorInternal: StringKey = "app_error_internal"
    /// `app_error_cancelled`: The person stopped the flow.
    public static let appErrorCancelled: StringKey = "app_error_cancelled"
    /// `app_error_invalid_link`: A link or code that cannot be used (incomplete, expired, used before).
    public static let appErrorInvalidLink: StringKey = "app_error_invalid_link"
    /// `app_error_update_app`: Something this version of the app cannot handle.
    public static let appErrorUpdateApp: StringKey = "app_error_update_app"
    /// `app_error_device`: The device cannot run the flow.
    public static let appErrorDevice: StringKey = "app_error_device"
    /// `app_error_forgot_pin`: The app recovers a forgotten PIN itself.
    public static let appErrorForgotPIN: StringKey = "app_error_forgot_pin"
    /// `app_error_register_in_app`: A product must be registered in the app first.
    public static let appErrorRegisterInApp: StringKey = "app_error_register_in_app"
    /// `app_error_add_account_in_app`: An account must be added in the app first.
    public static let appErrorAddAccountInApp: StringKey = "app_error_add_account_in_app"
    /// `app_error_link_not_ours`: A link not meant for this app.
    public static let appErrorLinkNotOurs: StringKey = "app_error_link_not_ours"
    /// `app_error_short_link`: A short link only its service could resolve.
    public static let appErrorShortLink: StringKey = "app_error_short_link"
    /// `app_error_notification`: A notification the app cannot open.
    public static let appErrorNotification: StringKey = "app_error_notification"
    /// `app_error_flow_in_progress`: Another flow is on screen.
    public static let appErrorFlowInProgress: StringKey = "app_error_flow_in_progress"
    /// `app_contact_support`: The button that contacts the app's support.
    public static let appContactSupport: StringKey = "app_contact_support"
    /// `app_support_contact`: How to reach support, added to an error; `%@` is the contact the app gave.
    public static let appSupportContact: StringKey = "app_support_contact"
    /// `app_notification_approval_waiting`: The local notification of a sign-in request that waits.
    public static let appNotificationApprovalWaiting: StringKey = "app_notification_approval_waiting"
    /// `app_camera_explain_title`: Title of the screen that says why the camera is used.
    public static let appCameraExplainTitle: StringKey = "app_camera_explain_title"
    /// `app_camera_explain`: Why the camera is used, shown before the system asks for it.
    public static let appCameraExplain: StringKey = "app_camera_explain"
    /// `app_continue`: Moves on.
    public static let appContinue: StringKey = "app_continue"
}

extension AppStrings {
    /// The texts of ``HaapiKitError`` for people, and of the support contact.
    static let errors: Group = [
        .english: [
            .appErrorNotConfigured: .text("This app is not set up to sign in yet. Contact support."),
            .appErrorInternal: .text("Something went wrong in the app. Try again; if it happens again, contact support."),
            .appErrorCancelled: .text("You stopped before the end. Start again when you are ready."),
            .appErrorInvalidLink: .text("This link or code cannot be used: it may be incomplete, expired or used before. Ask for a new one."),
            .appErrorUpdateApp: .text("This app cannot handle this yet. Update the app, or contact support."),
            .appErrorDevice: .text("This cannot be done on this device. Use another device, or contact support."),
            .appErrorForgotPIN: .text("Reset your PIN in the app."),
            .appErrorRegisterInApp: .text("Register this product in the app first, then try again."),
            .appErrorAddAccountInApp: .text("Add your account in the app first, then try again."),
            .appErrorLinkNotOurs: .text("This link is not meant for this app."),
            .appErrorShortLink: .text("This short link cannot be opened in the app. Open it in a browser, or ask for a new link."),
            .appErrorNotification: .text("This notification cannot be opened in this app."),
            .appErrorFlowInProgress: .text("Finish or close what is on screen first, then try again."),
            .appContactSupport: .text("Contact support"),
            .appSupportContact: .text("Support: %@"),
            .appNotificationApprovalWaiting: .text("A sign-in is waiting for your approval. Tap to review it."),
            .appCameraExplainTitle: .text("Scan with the camera"),
            .appCameraExplain: .text("To read the QR code, this app uses the camera. It only looks for the code and keeps no pictures. Your device will ask you to allow it."),
            .appContinue: .text("Continue"),
        ],
        .dutch: [
            .appErrorNotConfigured: .text("Deze app is nog niet ingesteld om in te loggen. Neem contact op met de helpdesk."),
            .appErrorInternal: .text("Er ging iets mis in de app. Probeer het opnieuw; gebeurt dit weer, neem dan contact op met de helpdesk."),
            .appErrorCancelled: .text("Je bent gestopt voor het einde. Begin opnieuw wanneer je zover bent."),
            .appErrorInvalidLink: .text("Deze link of code kan niet worden gebruikt: hij is misschien onvolledig, verlopen of al gebruikt. Vraag een nieuwe aan."),
            .appErrorUpdateApp: .text("Deze app kan dit nog niet aan. Werk de app bij, of neem contact op met de helpdesk."),
            .appErrorDevice: .text("Dit kan niet op dit apparaat. Gebruik een ander apparaat, of neem contact op met de helpdesk."),
            .appErrorForgotPIN: .text("Stel je pincode opnieuw in via de app."),
            .appErrorRegisterInApp: .text("Registreer dit product eerst in de app en probeer het dan opnieuw."),
            .appErrorAddAccountInApp: .text("Voeg je account eerst toe in de app en probeer het dan opnieuw."),
            .appErrorLinkNotOurs: .text("Deze link is niet bedoeld voor deze app."),
            .appErrorShortLink: .text("Deze korte link kan niet in de app worden geopend. Open hem in een browser, of vraag om een nieuwe link."),
            .appErrorNotification: .text("Deze melding kan niet in deze app worden geopend."),
            .appErrorFlowInProgress: .text("Rond eerst af wat op het scherm staat, of sluit het, en probeer het dan opnieuw."),
            .appContactSupport: .text("Contact opnemen"),
            .appSupportContact: .text("Helpdesk: %@"),
            .appNotificationApprovalWaiting: .text("Een inlogverzoek wacht op je goedkeuring. Tik om het te bekijken."),
            .appCameraExplainTitle: .text("Scannen met de camera"),
            .appCameraExplain: .text("Om de QR-code te lezen gebruikt deze app de camera. Hij zoekt alleen naar de code en bewaart geen foto's. Je apparaat vraagt je om toestemming."),
            .appContinue: .text("Doorgaan"),
        ],
        .swedish: [
            .appErrorNotConfigured: .text("Appen är inte inställd för inloggning än. Kontakta supporten."),
            .appErrorInternal: .text("Något gick fel i appen. Försök igen; om det händer igen, kontakta supporten."),
            .appErrorCancelled: .text("Du avbröt innan slutet. Börja om när du är redo."),
            .appErrorInvalidLink: .text("Länken eller koden kan inte användas: den kan vara ofullständig, ha gått ut eller redan använts. Be om en ny."),
            .appErrorUpdateApp: .text("Appen kan inte hantera det här än. Uppdatera appen, eller kontakta supporten."),
            .appErrorDevice: .text("Det går inte att göra på den här enheten. Använd en annan enhet, eller kontakta supporten."),
            .appErrorForgotPIN: .text("Återställ din PIN-kod i appen."),
            .appErrorRegisterInApp: .text("Registrera produkten i appen först och försök sedan igen."),
            .appErrorAddAccountInApp: .text("Lägg till ditt konto i appen först och försök sedan igen."),
            .appErrorLinkNotOurs: .text("Länken är inte avsedd för den här appen."),
            .appErrorShortLink: .text("Den här korta länken kan inte öppnas i appen. Öppna den i en webbläsare, eller be om en ny länk."),
            .appErrorNotification: .text("Aviseringen kan inte öppnas i den här appen."),
            .appErrorFlowInProgress: .text("Slutför eller stäng det som visas först och försök sedan igen."),
            .appContactSupport: .text("Kontakta supporten"),
            .appSupportContact: .text("Support: %@"),
            .appNotificationApprovalWaiting: .text("En inloggning väntar på ditt godkännande. Tryck för att granska den."),
            .appCameraExplainTitle: .text("Skanna med kameran"),
            .appCameraExplain: .text("För att läsa QR-koden använder appen kameran. Den letar bara efter koden och sparar inga bilder. Din enhet kommer att be dig tillåta det."),
            .appContinue: .text("Fortsätt"),
        ],
    ]
}
