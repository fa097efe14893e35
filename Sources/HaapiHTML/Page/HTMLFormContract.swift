/// The contract between a rendered page and the host that receives its form.
///
/// - The whole screen is one `<form method="post">` posting to the page context's
///   action path: `application/x-www-form-urlencoded`, or `multipart/form-data`
///   (``multipartMediaType``) when the screen has an enabled file chooser.
/// - Every form holds a hidden ``csrfFieldName`` input with the context's CSRF token.
/// - Each text field is `<input name="ID">` where `ID` is its control's
///   `HaapiScreenKit/ControlID` (`textField-userName`); password values are never
///   written back into the page.
/// - Each enabled checkbox is `<input type="checkbox" name="ID" value="on">`:
///   posted when ticked, absent when not.
/// - Every activatable control — a button, a HAAPI link, a picker's option — is a
///   `<button type="submit" name="_control" value="ID">`, so the pressed one is
///   the posted ``controlFieldName``. A copy of the screen's primary button comes
///   first (visually hidden, out of the tab order) so that Enter in a text field
///   presses the primary button, never the header's close button.
/// - Each file chooser is `<input type="file" name="ID" accept="...">`; the host
///   reads the uploaded file in memory (never a path) and passes it in
///   ``HTMLFormSubmission/files``. No file chosen posts an empty part, which the host drops.
/// - Expandable views are `<details>`; opening them needs no request.
///
/// ``HTMLFormSubmission`` applies a posted form to the view tree.
public enum HTMLFormContract {
    /// The name of the field that says which control was pressed: `_control`.
    public static let controlFieldName = "_control"
    /// The name of the hidden field holding the CSRF token: `_csrf`.
    public static let csrfFieldName = "_csrf"
    /// The form's `enctype` when the screen has a file chooser: `multipart/form-data`.
    public static let multipartMediaType = "multipart/form-data"
    /// The value a ticked checkbox posts: `on`.
    public static let checkedValue = "on"
    /// The prefix of element ids made from control ids (`hui-textField-userName`),
    /// so they cannot clash with the host page's own ids.
    public static let elementIDPrefix = "hui-"
    /// The id of the screen's `<h1>`, which a script focuses after an update.
    public static let headingElementID = "hui-heading"
    /// The id of the `<main>` element, which holds the `data-haapi` JSON for scripts.
    public static let mainElementID = "hui-main"
}
