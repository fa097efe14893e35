#!/usr/bin/env python3
"""Passkeys in HaapiKit's web host: headless Chromium with its virtual authenticator
(WebDriver's CTAP2 authenticator on the internal transport, with resident keys and user
verification), driven by selenium for the HaapiWeb tests.

Usage: passkey_scenarios.py SCENARIO --base URL [--dev URL] [--lang nl] [--screenshot FILE]
       [--no-js] [--no-json-helpers]

--base must be the web host at http://localhost:PORT: the relying party's ID is
`localhost`. --no-json-helpers takes WebAuthn Level 3's JSON helpers from the browser
(`parseCreationOptionsFromJSON`, `parseRequestOptionsFromJSON`, `toJSON`), so the host's
script uses its own conversion. Prints one JSON object as browser_scenarios.py does.
"""
import json
import time
import urllib.request

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.virtual_authenticator import VirtualAuthenticatorOptions

import browser_scenarios as b
from browser_scenarios import button, check, notes, page_text, press, wait

# The options PasskeyStepsTransport adds to the picker.
SCRIPTED_SIGN_IN = "Scripted passkey"
SCRIPTED_CREATE = "Create a scripted passkey"
SCRIPTED_AFTER_WAIT = "Scripted passkey after a wait"
BANNER_TITLE = {"en": "The passkey was not used", "nl": "De toegangssleutel is niet gebruikt", "sv": "Lösennyckeln användes inte"}


def add_authenticator(driver, args):
    """The virtual authenticator (a passkey on this device), and the browser without its JSON helpers if asked."""
    options = VirtualAuthenticatorOptions(
        protocol=VirtualAuthenticatorOptions.Protocol.CTAP2, transport=VirtualAuthenticatorOptions.Transport.INTERNAL,
        has_resident_key=True, has_user_verification=True, is_user_verified=True)
    driver.add_virtual_authenticator(options)
    if args.no_json_helpers:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
            delete PublicKeyCredential.parseCreationOptionsFromJSON;
            delete PublicKeyCredential.parseRequestOptionsFromJSON;
            delete PublicKeyCredential.prototype.toJSON;
        """})


def wait_for_picker(driver, what):
    def shown(d):
        try:
            return button(d, "Username and password") and not d.find_elements(By.ID, "hui-passkey")
        except WebDriverException:  # the script's post replaced the document while it was read
            return False
    return wait(driver, what, shown, 30)


def expect_passkey_banner(driver, args):
    title = BANNER_TITLE.get(args.lang, BANNER_TITLE["en"])
    banner = wait(driver, "the passkey banner", lambda d: d.find_elements(By.CSS_SELECTOR, ".hui-banner"), 30)
    if banner:
        notes["banner"] = banner[0].text
        check(title in banner[0].text, "the banner says the passkey was not used: " + banner[0].text)


def scenario_passkey_steps(driver, args, words):
    """Against PasskeyStepsTransport: create a passkey, sign in with it (also from a passkey screen that came
    in place of a polling one), then a refused ceremony takes the fallback."""
    add_authenticator(driver, args)
    driver.get(args.base + "/")
    press(driver, SCRIPTED_CREATE)
    wait_for_picker(driver, "the picker after the registration")
    credentials = driver.get_credentials()
    check(len(credentials) == 1, "the authenticator holds the new passkey: " + str(len(credentials)))
    notes["credential_id"] = credentials[0].id if credentials else ""
    press(driver, SCRIPTED_SIGN_IN)
    wait_for_picker(driver, "the picker after the sign-in")
    check(len(driver.get_credentials()) == 1, "no second passkey")
    check(not driver.find_elements(By.CSS_SELECTOR, ".hui-banner"), "no banner after a ceremony that worked: " + page_text(driver)[:300])
    press(driver, SCRIPTED_AFTER_WAIT)  # a polling screen, then the passkey screen put in place by the script
    wait_for_picker(driver, "the picker after the sign-in that followed a wait")
    driver.set_user_verified(False)  # the person cannot be verified: the browser refuses (NotAllowedError)
    press(driver, SCRIPTED_SIGN_IN)
    wait_for_picker(driver, "the fallback")
    expect_passkey_banner(driver, args)
    if args.screenshot:
        driver.save_screenshot(args.screenshot)


def scenario_passkey_autofill(driver, args, words):
    """Against PasskeyStepsTransport with autofill: after a passkey is made, the password step's user name
    field offers it (conditional mediation), and the passkey signs in without the password. Chromium's
    virtual authenticator answers a conditional request at once, as a person picking the suggestion would."""
    add_authenticator(driver, args)
    driver.get(args.base + "/")
    notes["available"] = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "PublicKeyCredential.isConditionalMediationAvailable().then(done, function () { done(null); });")
    press(driver, SCRIPTED_CREATE)
    wait_for_picker(driver, "the picker after the registration")
    press(driver, words["password_option"])
    wait_for_picker(driver, "the next step after the passkey was picked")
    check(not driver.find_elements(By.CSS_SELECTOR, ".hui-banner"), "no banner: " + page_text(driver)[:300])


def stored_passkeys(args):
    """The demo user's passkeys on the dev server (its admin surface)."""
    with urllib.request.urlopen(args.dev + "/dev/users/demo/passkeys", timeout=10) as response:
        return json.loads(response.read())["passkeys"]


def new_browser_session(driver, args):
    """Signed out: the host's cookie gone (the same browser, so the same authenticator)."""
    driver.delete_all_cookies()
    driver.get(args.base + "/")
    wait(driver, "the picker", lambda d: button(d, "Passkey"))


def scenario_passkey_journey(driver, args, words):
    """Against the dev server's relying party: a password sign-in, the offer, a new passkey; signed
    out, "Passkey" signs in; a refused ceremony takes the fallback with the banner; the passkey
    picked from the user name field's autofill signs in."""
    add_authenticator(driver, args)
    driver.get(args.base + "/")
    press(driver, words["password_option"])
    b.fill(driver, words["username"], "demo")
    b.fill(driver, words["password"], "Password1")
    press(driver, words["login"])
    press(driver, "Create a passkey")  # the offer
    b.expect_signed_in(driver, args, words)
    check(len(driver.get_credentials()) == 1, "the browser's authenticator holds the passkey")
    check(len(stored_passkeys(args)) == 1, "the server keeps the passkey with the user")

    new_browser_session(driver, args)
    press(driver, "Passkey")
    b.expect_signed_in(driver, args, words)

    new_browser_session(driver, args)
    driver.set_user_verified(False)  # the server requires user verification, which now fails: NotAllowedError
    press(driver, "Passkey")
    wait_for_picker(driver, "the fallback")
    expect_passkey_banner(driver, args)
    if args.screenshot:
        driver.save_screenshot(args.screenshot)
    driver.set_user_verified(True)

    new_browser_session(driver, args)
    press(driver, words["password_option"])  # the authenticator answers the field's autofill at once
    b.expect_signed_in(driver, args, words)
    used = stored_passkeys(args)
    check(len(used) == 1 and used[0].get("lastUsedAt"), "one passkey, used: " + json.dumps(used))


def scenario_passkey_any_device(driver, args, words):
    """The offer's "Use another device or a security key" (any device): the browser makes the passkey
    on this device (the first attachment offered), which the server keeps; signed out, it signs in."""
    add_authenticator(driver, args)
    driver.get(args.base + "/")
    press(driver, words["password_option"])
    b.fill(driver, words["username"], "demo")
    b.fill(driver, words["password"], "Password1")
    press(driver, words["login"])
    wait(driver, "the offer", lambda d: button(d, "Not now"))
    if args.screenshot:
        driver.save_screenshot(args.screenshot)
    press(driver, "Use another device")  # the button of the action "Use another device or a security key"
    b.expect_signed_in(driver, args, words)
    check(len(stored_passkeys(args)) == 1, "the server keeps the passkey")
    new_browser_session(driver, args)
    press(driver, "Passkey")
    b.expect_signed_in(driver, args, words)


def scenario_passkey_screen(driver, args, words):
    """The passkey screen as a person sees it while the browser asks (a ceremony that never ends),
    or without JavaScript: the text that says why, and the fallback, which works."""
    if not args.no_js:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
            navigator.credentials.get = function () { return new Promise(function () {}); };
        """})
    driver.get(args.base + "/")
    press(driver, SCRIPTED_SIGN_IN)
    wait(driver, "the passkey screen", lambda d: d.find_elements(By.ID, "hui-passkey"))
    start = driver.find_elements(By.ID, "hui-passkey-start")
    if args.no_js:
        check(not (start and start[0].is_displayed()), "no button that could not work")
        check("A passkey needs JavaScript" in page_text(driver), "the page says a passkey needs JavaScript: " + page_text(driver)[:400])
        check("Follow the instructions" not in page_text(driver), "no instructions that nothing will give: " + page_text(driver)[:400])
    else:
        check("Follow the instructions" in page_text(driver), "the status says what to do: " + page_text(driver)[:400])
        check(start and start[0].is_displayed() and start[0].is_enabled(), "the button to ask again is shown")
        check("A passkey needs JavaScript" not in page_text(driver), "no text for browsers without JavaScript")
    notes["text"] = page_text(driver)[:600]
    b.audit(driver, args, "the passkey screen")
    if args.screenshot:
        driver.save_screenshot(args.screenshot)
    press(driver, "Sign in another way")
    wait_for_picker(driver, "the picker after the fallback")


# Records the page's WebAuthn calls in sessionStorage (pages replace each other): the
# Signals API's three methods, and every create() with its mediation and outcome.
RECORDER = """
(function () {
  function remember(entry) {
    var list = JSON.parse(sessionStorage.getItem("haapiRecorded") || "[]");
    list.push(entry);
    sessionStorage.setItem("haapiRecorded", JSON.stringify(list));
  }
  if (window.PublicKeyCredential) {
    ["signalUnknownCredential", "signalAllAcceptedCredentials", "signalCurrentUserDetails"].forEach(function (name) {
      var original = PublicKeyCredential[name];
      PublicKeyCredential[name] = function (options) {
        remember({ call: name, options: options });
        return original ? original.call(PublicKeyCredential, options) : Promise.resolve();
      };
    });
  }
  if (navigator.credentials) {
    var create = navigator.credentials.create.bind(navigator.credentials);
    navigator.credentials.create = function (options) {
      var mediation = (options && options.mediation) || "";
      remember({ call: "create", mediation: mediation });
      return create(options).then(function (credential) {
        remember({ call: "created", mediation: mediation, ok: !!credential });
        return credential;
      }, function (error) {
        remember({ call: "created", mediation: mediation, error: error && error.name });
        throw error;
      });
    };
  }
})();
"""


def recorded(driver):
    return json.loads(driver.execute_script("return sessionStorage.getItem('haapiRecorded') || '[]'"))



def wait_text(driver, what, text, seconds=30):
    return wait(driver, what, lambda d: text in page_text(d), seconds)


def scenario_passkey_account(driver, args, words):
    """The passkeys page against the dev server's passkey account API: a password sign-in (the
    browser asked for an automatic passkey by conditional creation), the page from the result
    page's link, a passkey added, renamed and deleted, the browser told the account's passkeys
    after each change; signed out, the deleted passkey is refused and the browser told it is unknown."""
    add_authenticator(driver, args)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORDER})
    driver.get(args.base + "/")
    press(driver, words["password_option"])
    b.fill(driver, words["username"], "demo")
    b.fill(driver, words["password"], "Password1")
    press(driver, words["login"])
    b.expect_signed_in(driver, args, words)
    # The automatic passkey: the page asks, the browser's password manager decides. Headless Chromium's
    # virtual authenticator leaves a conditional creation pending (no password manager acts on it).
    wait(driver, "the request for an automatic passkey", lambda d: any(r.get("mediation") == "conditional" for r in recorded(d)), 20)
    time.sleep(2)
    automatic = [r for r in recorded(driver) if r.get("mediation") == "conditional"]
    notes["automatic"] = json.dumps(automatic)
    check(any(r.get("call") == "create" for r in automatic), "the result page asked for a passkey by conditional creation: " + json.dumps(recorded(driver)))
    made_automatically = any(r.get("call") == "created" and r.get("ok") for r in automatic)
    notes["automatic_made"] = made_automatically

    link = wait(driver, "the link to the passkeys page", lambda d: d.find_elements(By.LINK_TEXT, "Your passkeys"))
    link[0].click()
    wait_text(driver, "the passkeys page", "Your passkeys")
    if made_automatically:
        wait(driver, "the automatic passkey listed", lambda d: "Created" in page_text(d))
    else:
        check("You have no passkey yet." in page_text(driver), "no passkey yet: " + page_text(driver)[:400])
    before = len(driver.get_credentials())
    press(driver, "Add a passkey")
    wait_text(driver, "the new passkey saved", "Your new passkey is saved.")
    check(len(driver.get_credentials()) == before + 1, "the authenticator holds the new passkey")
    check("Not used yet" in page_text(driver) and "Created" in page_text(driver), "its dates: " + page_text(driver)[:600])
    if args.screenshot:
        driver.save_screenshot(args.screenshot)
    b.audit(driver, args, "the passkeys page")

    fields = driver.find_elements(By.CSS_SELECTOR, "input[name^='web.passkey.name.']")
    check(len(fields) == before + 1, "a name field per passkey: " + str(len(fields)))
    deleted_id = fields[-1].get_attribute("name")[len("web.passkey.name."):]
    notes["deleted"] = deleted_id
    fields[-1].clear()
    fields[-1].send_keys("Work laptop")
    driver.find_elements(By.XPATH, "//button[normalize-space()='Rename']")[-1].click()
    wait_text(driver, "the new name saved", "The new name is saved.")
    check("Work laptop" in page_text(driver), "the passkey shows its new name: " + page_text(driver)[:600])
    accepted = [r for r in recorded(driver) if r.get("call") == "signalAllAcceptedCredentials"]
    details = [r for r in recorded(driver) if r.get("call") == "signalCurrentUserDetails"]
    check(accepted and len(accepted[-1]["options"]["allAcceptedCredentialIds"]) == before + 1,
          "the browser was told the account's passkeys: " + json.dumps(accepted[-1:] or []))
    check(details and details[-1]["options"]["name"] == "demo", "and the account's names: " + json.dumps(details[-1:] or []))

    driver.find_elements(By.XPATH, "//button[normalize-space()='Delete']")[-1].click()
    wait_text(driver, "the question", "You can no longer sign in with it.")
    press(driver, "Yes, delete it")
    wait_text(driver, "the deletion", "The passkey is deleted.")
    check("Work laptop" not in page_text(driver), "the passkey is gone from the list")
    accepted = [r for r in recorded(driver) if r.get("call") == "signalAllAcceptedCredentials"]
    check(accepted and deleted_id not in accepted[-1]["options"]["allAcceptedCredentialIds"],
          "the browser was told the passkey is no longer accepted: " + json.dumps(accepted[-1:] or []))

    # Chromium's virtual authenticator drops a passkey the page says is no longer accepted.
    notes["browser_dropped_deleted"] = deleted_id not in [credential_id(c) for c in driver.get_credentials()]
    if not args.dev:
        return
    # A passkey deleted behind the browser's back (the admin surface): signed out, the browser still
    # offers it, the server refuses it as unknown, and the page tells the browser so.
    press(driver, "Add a passkey")
    wait_text(driver, "the second passkey saved", "Your new passkey is saved.")
    stale = [credential_id(c) for c in driver.get_credentials()]
    check(len(stale) == 1, "the browser holds one passkey: " + str(stale))
    request = urllib.request.Request(args.dev + "/dev/users/demo/passkeys/" + stale[0], method="DELETE")
    with urllib.request.urlopen(request, timeout=10) as response:
        check(response.status == 204, "deleted at the server: " + str(response.status))
    driver.delete_all_cookies()
    driver.get(args.base + "/")
    press(driver, "Passkey")
    wait_text(driver, "the refusal", "The passkey could not be verified")
    wait(driver, "the signal", lambda d: any(r.get("call") == "signalUnknownCredential" for r in recorded(d)), 10)
    unknown = [r for r in recorded(driver) if r.get("call") == "signalUnknownCredential"]
    check(unknown and unknown[-1]["options"]["credentialId"] == stale[0] and unknown[-1]["options"]["rpId"] == "localhost",
          "the browser was told the passkey is unknown: " + json.dumps(unknown))
    notes["browser_dropped_unknown"] = not driver.get_credentials()


def credential_id(credential):
    """A virtual authenticator's credential ID in base64url, as pages and servers write it."""
    value = credential.id if isinstance(credential.id, str) else credential.to_dict()["credentialId"]
    return value.replace("+", "-").replace("/", "_").rstrip("=")

def scenario_passkey_keyboard(driver, args, words):
    """The passkey journeys with the keyboard alone, every page audited (access_scenarios.py): a password
    sign-in, the offer, "Create a passkey" with Enter; signed out, "Passkey" with Enter signs in."""
    import access_scenarios as access
    add_authenticator(driver, args)
    driver.get(args.base + "/")
    access.choose(driver, words, words["password_option"])
    wait(driver, "the password form", lambda d: b.field(d, words["password"]), 30)
    access.type_into(driver, words["username"], "demo")
    access.type_into(driver, words["password"], "Password1", then_enter=True)
    wait(driver, "the offer", lambda d: button(d, "Create a passkey"), 30)
    access.audit(driver, args, "the passkey offer")
    access.press_key_on(driver, "Create a passkey")
    wait(driver, "the signed-in page", lambda d: words["signed_in"] in page_text(d), 60)
    check(len(driver.get_credentials()) == 1, "the browser's authenticator holds the passkey")
    access.audit(driver, args, "the signed-in page after a new passkey")
    new_browser_session(driver, args)
    access.choose(driver, words, "Passkey")
    wait(driver, "the signed-in page after the passkey", lambda d: words["signed_in"] in page_text(d), 60)
    notes["pages_audited"] = len(notes.get("pages", []))


def add_arguments(parser):
    parser.add_argument("--no-json-helpers", dest="no_json_helpers", action="store_true")


SCENARIOS = {name[len("scenario_"):]: function for name, function in globals().items() if name.startswith("scenario_")}

if __name__ == "__main__":
    b.main(SCENARIOS, add_arguments)
