#!/usr/bin/env python3
"""Drives HaapiKit's web host in headless Chromium (selenium) for the HaapiWeb tests.

Usage: browser_scenarios.py SCENARIO --base URL [--dev URL] [--no-js] [--lang nl] [--dark]
       [--axe FILE] [--screenshot FILE]

Prints one JSON object: {"failures": [...], "notes": {...}}; an empty failure list
means the scenario passed. Exit status 0 unless the browser could not start (2).
"""
import argparse
import json
import os
import sys
import time
import urllib.request

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

failures = []
notes = {}


def check(condition, message):
    if not condition:
        failures.append(message)
    return condition


def make_driver(args):
    options = webdriver.ChromeOptions()
    options.add_argument("--headless=new")
    options.add_argument("--no-sandbox")
    options.add_argument("--disable-dev-shm-usage")
    options.add_argument("--window-size=1000,1200")
    prefs = {"intl.accept_languages": args.lang}
    if args.no_js:
        prefs["profile.managed_default_content_settings.javascript"] = 2
    options.add_experimental_option("prefs", prefs)
    options.add_argument("--lang=" + args.lang)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options)
    if args.dark:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    # Record anything a hostile page might do: dialogs and errors.
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.__haapiAlerts = [];
        window.alert = function (m) { window.__haapiAlerts.push(String(m)); };
        window.confirm = window.alert; window.prompt = window.alert;
    """})
    return driver


def wait(driver, what, condition, seconds=20):
    try:
        return WebDriverWait(driver, seconds, poll_frequency=0.1, ignored_exceptions=[StaleElementReferenceException]).until(lambda d: condition(d))
    except TimeoutException:
        failures.append("timed out waiting for " + what + "; page: " + page_text(driver)[:600])
        return None


def page_text(driver):
    try:
        return driver.find_element(By.TAG_NAME, "body").text
    except WebDriverException:
        return ""


def visible_buttons(driver):
    """The page's visible buttons; one the page's script replaced while they were looked at
    (stale, or "Node ... does not belong to the document") is left out, and the caller's wait looks again."""
    buttons = []
    for element in driver.find_elements(By.CSS_SELECTOR, "button"):
        try:
            if element.get_attribute("aria-hidden") != "true" and element.is_displayed():
                buttons.append(element)
        except WebDriverException:
            continue
    return buttons


def button(driver, title):
    for element in visible_buttons(driver):
        if element.text.strip() == title or element.text.strip().startswith(title + "\n"):
            return element
    return None


def field(driver, label_text):
    for label in driver.find_elements(By.TAG_NAME, "label"):
        if label.text.strip().rstrip("*").strip() == label_text and label.get_attribute("for"):
            return driver.find_element(By.ID, label.get_attribute("for"))
    return None


def press(driver, title):
    # The page's script may put a newer screen in place between finding and clicking: find it again then.
    for _ in range(3):
        element = wait(driver, "a button reading " + repr(title), lambda d: button(d, title))
        if not element:
            return None
        try:
            element.click()
            return element
        except StaleElementReferenceException:
            time.sleep(0.2)
    failures.append("the button " + repr(title) + " kept being replaced")
    return None


def fill(driver, label_text, value):
    for _ in range(3):  # as in press: a newer screen may replace the field
        element = wait(driver, "a field labelled " + repr(label_text), lambda d: field(d, label_text))
        if not element:
            return None
        try:
            element.clear()
            element.send_keys(value)
            return element
        except StaleElementReferenceException:
            time.sleep(0.2)
    failures.append("the field " + repr(label_text) + " kept being replaced")
    return None


def post(url, body=b""):
    request = urllib.request.Request(url, data=body, method="POST")
    request.add_header("Content-Type", "application/x-www-form-urlencoded")
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.read()


def expect_signed_in(driver, args, words):
    wait(driver, "the result page", lambda d: words["signed_in"] in page_text(d), 40)
    text = page_text(driver)
    check("sub: demo" in text, "the result page shows the subject claim: " + text[:400])
    check("eyJ" not in driver.page_source, "no token (JWT) on the result page")


WORDS = {
    "en": {"signed_in": "You are signed in", "password_option": "Username and password", "username": "Username",
           "password": "Password", "login": "Login", "out_of_date": "This page was out of date",
           "expired": "Your session had expired", "title": "Sign in", "error_prefix": "Error",
           "service_unavailable": "The service is not available right now. Try again in a few minutes.",
           "sign_in_again": "Sign in again"},
    "nl": {"signed_in": "U bent ingelogd", "title": "Inloggen"},
    "sv": {"signed_in": "Du är inloggad", "title": "Logga in"},
    # The dev server's own words in the languages signed in with here (the right-to-left
    # pseudo-locale asks it for Arabic: ar-XB falls back to ar).
    "ar": {"password_option": "اسم المستخدم وكلمة المرور", "username": "اسم المستخدم", "password": "كلمة المرور",
           "login": "تسجيل الدخول"},
    "he": {"password_option": "שם משתמש וסיסמה", "username": "שם משתמש", "password": "סיסמה", "login": "התחברות"},
    "ja": {"password_option": "ユーザー名とパスワード", "username": "ユーザー名", "password": "パスワード", "login": "サインイン"},
}
WORDS["ar-XB"] = WORDS["ar"]


def scenario_password_login(driver, args, words):
    driver.get(args.base + "/")
    password_sign_in(driver, args, words)


def password_sign_in(driver, args, words):
    """From the picker: username and password, the demo user, the result page."""
    press(driver, words["password_option"])
    fill(driver, words["username"], "demo")
    fill(driver, words["password"], "Password1")
    press(driver, words["login"])
    expect_signed_in(driver, args, words)


def scenario_keyboard_login(driver, args, words):
    """Only the keyboard: Tab to the option, Enter, type, Enter."""
    driver.get(args.base + "/")
    wait(driver, "the picker", lambda d: button(d, words["password_option"]))
    keyboard_sign_in(driver, args, words, button(driver, words["password_option"]), "the username-password option")


def keyboard_sign_in(driver, args, words, target, what):
    """Tab to `target`, Enter; type the user name and the password, Enter; the result page."""
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.common.action_chains import ActionChains
    for _ in range(30):
        if driver.switch_to.active_element == target:
            break
        ActionChains(driver).send_keys(Keys.TAB).perform()
    check(driver.switch_to.active_element == target, "Tab reaches " + what)
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    wait(driver, "the password form", lambda d: field(d, words["password"]))
    fill(driver, words["username"], "demo")
    field(driver, words["password"]).send_keys("Password1" + Keys.ENTER)
    expect_signed_in(driver, args, words)


def scenario_wrong_password(driver, args, words):
    driver.get(args.base + "/")
    press(driver, words["password_option"])
    fill(driver, words["username"], "demo")
    fill(driver, words["password"], "wrong-password")
    press(driver, words["login"])
    wait(driver, "the error", lambda d: "Incorrect" in page_text(d) or d.find_elements(By.CSS_SELECTOR, "[aria-invalid=true]"))
    invalid = driver.find_elements(By.CSS_SELECTOR, "[aria-invalid=true]")
    alerts = driver.find_elements(By.CSS_SELECTOR, "[role=alert], [aria-live=assertive]")
    check(invalid or alerts, "the error is announced or tied to a field")
    for element in invalid:
        described = element.get_attribute("aria-describedby")
        check(described and driver.find_elements(By.ID, described.split()[0]), "aria-describedby names the error text")
    active = driver.switch_to.active_element
    if not args.no_js:
        check(active.get_attribute("aria-invalid") == "true" or active.get_attribute("id") == "hui-heading",
              "focus is on the field in error (or the heading): " + str(active.get_attribute("outerHTML"))[:200])
    notes["error_text"] = page_text(driver)[:400]


def scenario_bankid(driver, args, words):
    driver.get(args.base + "/")
    press(driver, "BankID")
    wait(driver, "the BankID form", lambda d: field(d, "Personal number"))
    buttons = [b for b in visible_buttons(driver) if b.text.strip() == "Login"]
    check(len(buttons) >= 1, "BankID offers a Login button")
    if buttons:
        buttons[-1].click()  # the other device: the QR code
    image = wait(driver, "the QR code", lambda d: d.find_elements(By.CSS_SELECTOR, "img[alt]"), 20)
    if image:
        check(image[0].get_attribute("alt").strip() != "", "the QR code has alt text")
        check(image[0].get_attribute("src").startswith("data:image/png"), "the QR code is a PNG image")
    driver.execute_script("window.__haapiSamePage = true;")
    first = page_text(driver)
    time.sleep(2.5)
    second = page_text(driver)
    notes["countdown_changed"] = first != second
    if not args.no_js:
        check(first != second, "the countdown moves while the page stays")
        check(driver.execute_script("return window.__haapiSamePage === true;"), "polling with JavaScript does not reload the page")
    post(args.dev + "/dev/bankid/approve")
    expect_signed_in(driver, args, words)


def scenario_email_code(driver, args, words):
    """The e-mail code: the address, the code from the dev server's outbox, the result; a wrong code first."""
    driver.get(args.base + "/")
    press(driver, "E-mail code")
    fill(driver, "E-mail address", "demo@example.com")
    press(driver, "Send code")
    wait(driver, "the code form", lambda d: field(d, "Code"))
    with urllib.request.urlopen(args.dev + "/dev/outbox?to=demo%40example.com", timeout=10) as response:
        code = json.loads(response.read())["messages"][-1]["code"]
    fill(driver, "Code", "000000" if code != "000000" else "111111")
    press(driver, "Verify")
    wait(driver, "the wrong code's error", lambda d: d.find_elements(By.CSS_SELECTOR, "[role=alert], [aria-invalid=true]"))
    notes["problem"] = page_text(driver)[:300]
    fill(driver, "Code", code)
    press(driver, "Verify")
    expect_signed_in(driver, args, words)


def scenario_language(driver, args, words):
    driver.get(args.base + "/")
    wait(driver, "the picker", lambda d: d.find_elements(By.CSS_SELECTOR, "button"))
    html = driver.find_element(By.TAG_NAME, "html")
    check(html.get_attribute("lang") == args.lang, "lang is " + args.lang + ", not " + str(html.get_attribute("lang")))
    check(html.get_attribute("dir") in ("ltr", "auto"), "dir is set")
    check(driver.title == words["title"], "the title is " + words["title"] + ", not " + driver.title)
    notes["text"] = page_text(driver)[:300]


def scenario_stale_csrf(driver, args, words):
    driver.get(args.base + "/")
    wait(driver, "the picker", lambda d: button(d, words["password_option"]))
    driver.execute_script("document.querySelector('input[name=_csrf]').value = 'stale-token-from-an-old-page';")
    press(driver, words["password_option"])
    wait(driver, "the out-of-date message", lambda d: words["out_of_date"] in page_text(d))
    check(button(driver, words["password_option"]) is not None, "the same step is shown again")
    press(driver, words["password_option"])
    wait(driver, "the password form after sending again", lambda d: field(d, words["password"]))


def scenario_missing_cookie(driver, args, words):
    driver.get(args.base + "/")
    wait(driver, "the picker", lambda d: button(d, words["password_option"]))
    driver.delete_all_cookies()
    press(driver, words["password_option"])
    wait(driver, "the expired-session message", lambda d: words["expired"] in page_text(d))
    check(button(driver, words["password_option"]) is not None, "a new sign-in starts at the picker")


def scenario_axe(driver, args, words):
    driver.get(args.base + "/" + (args.path or ""))
    wait(driver, "a screen", lambda d: d.find_elements(By.CSS_SELECTOR, "main"))
    if args.steps:
        for step in args.steps.split("|"):
            kind, _, value = step.partition(":")
            if kind == "press":
                press(driver, value)
            elif kind == "fill":
                label, _, text = value.partition("=")
                fill(driver, label, text)
            time.sleep(0.3)
    audit(driver, args, "the screen")


def audit(driver, args, screen):
    """Runs axe-core (when --axe names it) on the page as it is: no serious or critical violation."""
    if not args.axe or args.no_js:
        return  # axe is a script: a page without JavaScript is audited in the runs with it
    with open(args.axe, encoding="utf-8") as handle:
        driver.execute_script(handle.read())
    result = driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations.map(v =>
            ({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map(n => n.html)}))), e => done(String(e)));
    """)
    if isinstance(result, str):
        failures.append("axe failed on " + screen + ": " + result)
        return
    serious = [v for v in result if v["impact"] in ("serious", "critical")]
    notes.setdefault("violations", {})[screen] = result
    check(not serious, "axe reports serious or critical violations on " + screen + ": " + json.dumps(serious)[:1500])


def scenario_problem_banner(driver, args, words):
    """The server is briefly unavailable when the password is sent: the error is announced in
    the banner, the form stays, and sending again signs in."""
    driver.get(args.base + "/")
    press(driver, words["password_option"])
    fill(driver, words["username"], "demo")
    fill(driver, words["password"], "Password1")
    press(driver, words["login"])
    banner = wait(driver, "the error banner", lambda d: d.find_elements(By.CSS_SELECTOR, ".hui-banner[role=alert]"))
    if banner:
        text = banner[0].text
        notes["banner"] = text
        check(text.startswith(words["error_prefix"]), "the banner says it is an error in words, not colour alone: " + text)
        check(words["service_unavailable"] in text, "the banner says what went wrong in the person's words: " + text)
        check("503" not in text and "http" not in text, "the banner holds no status or URL (they are for the log): " + text)
    check(field(driver, words["password"]) is not None, "the password form stays to try again")
    if not args.no_js:
        active = driver.switch_to.active_element
        check(active.get_attribute("id") == "hui-heading" or active.find_elements(By.XPATH, "ancestor-or-self::*[@role='alert']"),
              "focus is on the heading or the announced error: " + str(active.get_attribute("outerHTML"))[:200])
    audit(driver, args, "the error banner")
    if args.screenshot:
        driver.save_screenshot(args.screenshot)
    fill(driver, words["password"], "Password1")
    press(driver, words["login"])
    expect_signed_in(driver, args, words)
    check(not driver.find_elements(By.CSS_SELECTOR, ".hui-banner"), "the banner is gone after the next step")


def scenario_tabs(driver, args, words):
    """The picker as tabs: one row, each tab reachable by Tab and chosen by Enter."""
    driver.get(args.base + "/")
    target = wait(driver, "the picker", lambda d: button(d, words["password_option"]))
    tabs = driver.find_elements(By.CSS_SELECTOR, ".hui-row .hui-t-Tab")
    notes["tabs"] = [t.text for t in tabs]
    check(len(tabs) >= 3, "the options are tabs: " + json.dumps(notes["tabs"]))
    rows = {round(t.location["y"]) for t in tabs[:2]}
    check(len(rows) == 1, "the first tabs share one row: " + str(rows))
    lefts = sorted(t.location["x"] for t in tabs if round(t.location["y"]) == min(rows))
    notes["row"] = lefts
    audit(driver, args, "the picker as tabs")
    if args.screenshot:
        driver.save_screenshot(args.screenshot)
    keyboard_sign_in(driver, args, words, target, "the username-password tab")


def scenario_resume_after_restart(driver, args, words):
    """Phase 1 (--phase start): choose BankID and start; phase 2 (--phase continue): the same page goes on."""
    if args.phase == "start":
        scenario_start_bankid(driver, args, words)
        cookies = driver.get_cookies()
        notes["cookies"] = cookies
    else:
        driver.get(args.base + "/")
        for cookie in json.loads(args.cookies):
            driver.add_cookie({"name": cookie["name"], "value": cookie["value"], "path": "/"})
        driver.get(args.base + "/")
        wait(driver, "the BankID screen again", lambda d: d.find_elements(By.CSS_SELECTOR, "img[alt]"))
        post(args.dev + "/dev/bankid/approve")
        expect_signed_in(driver, args, words)


def scenario_start_bankid(driver, args, words):
    driver.get(args.base + "/")
    press(driver, "BankID")
    wait(driver, "the BankID form", lambda d: field(d, "Personal number"))
    buttons = [b for b in visible_buttons(driver) if b.text.strip() == "Login"]
    if check(buttons, "BankID offers a Login button"):
        buttons[-1].click()  # the other device: the QR code
    wait(driver, "the QR code", lambda d: d.find_elements(By.CSS_SELECTOR, "img[alt]"))


def scenario_screenshot(driver, args, words):
    driver.get(args.base + "/" + (args.path or ""))
    wait(driver, "a screen", lambda d: d.find_elements(By.CSS_SELECTOR, "main"))
    if args.steps:
        for title in args.steps.split("|"):
            press(driver, title)
            time.sleep(0.3)
    background = driver.execute_script("return getComputedStyle(document.body).backgroundColor;")
    notes["background"] = background
    driver.save_screenshot(args.screenshot)


def scenario_hostile(driver, args, words):
    driver.get(args.base + "/")
    wait(driver, "a screen", lambda d: d.find_elements(By.CSS_SELECTOR, "main"))
    for _ in range(int(args.steps or "0")):
        candidates = [b for b in visible_buttons(driver) if b.is_enabled() and b.get_attribute("value") != "closeButton"]
        if not candidates:
            break
        notes.setdefault("screens", []).append(page_text(driver)[:200])
        candidates[0].click()
        time.sleep(0.3)
    alerts = driver.execute_script("return window.__haapiAlerts || [];")
    check(alerts == [], "no script ran: " + json.dumps(alerts))
    scripts = driver.execute_script("return Array.from(document.scripts).map(s => s.src || 'inline:' + s.text.slice(0, 40));")
    check(all(s.endswith("/haapi.js") for s in scripts), "the only script is the host's: " + json.dumps(scripts))
    check(driver.find_elements(By.CSS_SELECTOR, "main"), "the page is still usable")
    forms = driver.find_elements(By.CSS_SELECTOR, "form")
    check(len(forms) == 1, "one form, none injected: " + str(len(forms)))
    check(not driver.find_elements(By.CSS_SELECTOR, "[action*=evil], [href^=javascript], img[onerror], svg"), "no injected element")
    check(visible_buttons(driver), "buttons are still there to use")
    notes["visited"] = driver.current_url
    errors = [e for e in driver.get_log("browser") if "Content Security Policy" in e.get("message", "")]
    notes["csp_reports"] = len(errors)


def scenario_onboarding(driver, args, words):
    """The onboarding before the login: an unknown domain refused, the agreement, a required and an
    optional two-page consent (its "learn more" page opened and come back from), then the login with
    the e-mail's user name as the hint, to the result page. Every screen is audited with --axe."""
    driver.get(args.base + "/")
    audit(driver, args, "the welcome screen")
    fill(driver, "E-mail address", "someone@other.org")
    press(driver, "Next")
    error = wait(driver, "the refusal", lambda d: d.find_elements(By.CSS_SELECTOR, "[role=alert], [aria-invalid=true]"))
    check("No organisation is known" in page_text(driver), "the discovery's refusal is shown: " + page_text(driver)[:300])
    fill(driver, "E-mail address", "demo@example.com")
    press(driver, "Next")
    wait(driver, "the licence agreement", lambda d: "Use this test as you like." in page_text(d))
    audit(driver, args, "the licence agreement")
    press(driver, "Agree")
    wait(driver, "the privacy consent", lambda d: "Data Privacy" in page_text(d))
    audit(driver, args, "a required consent")
    press(driver, "Learn more")
    wait(driver, "the page's address", lambda d: args.learn_more in page_text(d))
    audit(driver, args, "the web page screen")
    press(driver, "Open in Browser")
    link = wait(driver, "a link to the page", lambda d: d.find_elements(By.CSS_SELECTOR, "a[href='" + args.learn_more + "']"))
    audit(driver, args, "the link to the page")
    back = driver.find_elements(By.CSS_SELECTOR, "a[href='/']")
    check(back, "the page links back to the sign-in")
    if link:
        link[0].click()
        wait(driver, "the browser at the page", lambda d: d.current_url.startswith(args.learn_more))
    driver.get(args.base + "/")  # the person comes back
    press(driver, "Cancel")
    wait(driver, "the privacy consent again", lambda d: "Data Privacy" in page_text(d) and button(d, "Agree"))
    press(driver, "Agree")
    wait(driver, "the optional consent", lambda d: "Usage Statistics" in page_text(d))
    check("Page 1 of 2" in page_text(driver), "the optional consent says which page it is on")
    audit(driver, args, "an optional consent")
    press(driver, "Next")
    wait(driver, "its second page", lambda d: "What Is Shared" in page_text(d))
    press(driver, "Not Now")
    password_sign_in(driver, args, words)


def scenario_app(driver, args, words):
    """The app facade's pages: the home page, a sign-in from it and back, then an app link the
    facade does not know, shown as a page with the support contact, closed back to the start.
    Every page is audited with --axe; --screenshot takes the home page."""
    driver.get(args.base + "/")
    wait(driver, "the home page", lambda d: button(d, "Scan a QR code"))
    audit(driver, args, "the app's home page")
    if args.screenshot:
        driver.save_screenshot(args.screenshot)
    press(driver, "Sign in")
    password_sign_in(driver, args, words)
    audit(driver, args, "the app's result page")
    press(driver, "Back to the start")
    wait(driver, "the home page again", lambda d: button(d, "Scan a QR code"))
    driver.get(args.base + "/haapi/frobnicate?value=personal")
    wait(driver, "the error page", lambda d: "This app cannot handle this yet." in page_text(d))
    check("support@example.com" in page_text(driver), "the error page shows the support contact: " + page_text(driver)[:400])
    check(button(driver, "Contact support"), "the error page offers to contact support")
    check("personal" not in driver.page_source, "no value of the link on the page")
    audit(driver, args, "the app's error page")
    press(driver, "Close")
    wait(driver, "the result", lambda d: button(d, "Back to the start"))
    press(driver, "Back to the start")
    wait(driver, "the home page at the end", lambda d: button(d, "Scan a QR code"))


def scenario_sign_in_in_language(driver, args, words):
    """A password sign-in in a language (--lang ar, he, ja, or the pseudo-locales en-XA and
    ar-XB) on a 320-CSS-pixel-wide screen: each page has the language's tag and direction, no
    horizontal scrolling, in a pseudo-locale the catalog's texts marked, and (with --axe) no
    serious violation; --screenshot takes the form."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 320, "height": 900, "deviceScaleFactor": 1, "mobile": True})
    expected = "rtl" if args.lang.split("-")[0] in ("ar", "he", "fa", "ur") else "ltr"
    pseudo = args.lang in ("en-XA", "ar-XB")

    def check_page(what):
        direction = driver.execute_script("return document.documentElement.dir")
        check(direction == expected, what + ": the page's direction is " + str(direction))
        tag = driver.execute_script("return document.documentElement.lang")
        check(tag == args.lang, what + ": the page's language is " + str(tag))
        overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        check(overflow <= 0, what + ": wider than the screen by " + str(overflow) + " CSS pixels")
        if pseudo:
            check("\u27ea" in page_text(driver), what + ": the catalog's texts are marked")
        audit(driver, args, what + " in " + args.lang)

    driver.get(args.base + "/?lang=" + args.lang)
    wait(driver, "the picker", lambda d: button(d, words["password_option"]))
    check_page("the picker")
    press(driver, words["password_option"])
    wait(driver, "the password form", lambda d: field(d, words["username"]))
    check_page("the password form")
    if args.screenshot:
        driver.save_screenshot(args.screenshot)
    fill(driver, words["username"], "demo")
    fill(driver, words["password"], "Password1")
    press(driver, words["login"])
    wait(driver, "the result page", lambda d: "sub: demo" in page_text(d), 40)
    check_page("the result page")


def scenario_pages_fit(driver, args, words):
    """Every page in the folder --path (named LANG--NAME.html) opened 320 CSS pixels wide: no
    horizontal scrolling, the direction of its language, and access_checks.py's target size,
    names, fields and forced-colour edges."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 320, "height": 900, "deviceScaleFactor": 1, "mobile": True})
    names = sorted(name for name in os.listdir(args.path) if name.endswith(".html"))
    for name in names:
        driver.get("file://" + os.path.join(args.path, name))
        tag = name.split("--")[0]
        expected = "rtl" if tag.split("-")[0] in ("ar", "he") else "ltr"
        direction = driver.execute_script("return document.documentElement.dir")
        check(direction == expected, name + ": the page's direction is " + str(direction))
        overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        if overflow > 0:
            widest = driver.execute_script(
                "let w = null; for (const e of document.querySelectorAll('main *')) {"
                " const r = e.getBoundingClientRect(); if (r.right > innerWidth + 0.5 || r.left < -0.5) { w = e; }"
                "} return w ? w.outerHTML.slice(0, 160) : ''")
            check(False, name + ": wider than the screen by " + str(overflow) + " CSS pixels: " + widest)
        # WCAG 2.2 beyond axe, on every stock page: target size, names, fields, and edges with forced colours.
        import access_checks as access
        problems = access.target_sizes(driver) + access.names_and_roles(driver) + access.fields(driver)
        access.forced_colours(driver, True)
        problems += access.forced_colour_edges(driver)
        access.forced_colours(driver, False)
        for problem in problems:
            check(False, name + ": " + problem)
    notes["pages"] = str(len(names))


def scenario_external_browser(driver, args, words):
    """"Login in the browser": the server's page is a link in this browser, which comes back signed in."""
    driver.get(args.base + "/")
    press(driver, "Login in the browser")  # the operation starts at once: the browser gets the link
    link = wait(driver, "the link to the sign-in page", lambda d: d.find_elements(By.CSS_SELECTOR, "a[href^='" + args.dev + "']"))
    audit(driver, args, "the link to an external sign-in")
    if link:
        link[0].click()
    expect_signed_in(driver, args, words)


SCENARIOS = {name[len("scenario_"):]: function for name, function in globals().items() if name.startswith("scenario_")}


def main(scenarios=None, add_arguments=None):
    """Runs the scenario named on the command line: one of `scenarios` (these by default),
    with the options here and those `add_arguments` adds."""
    scenarios = scenarios or SCENARIOS
    parser = argparse.ArgumentParser()
    parser.add_argument("scenario", choices=sorted(scenarios))
    parser.add_argument("--base", required=True)
    parser.add_argument("--dev", default="")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--no-js", action="store_true")
    parser.add_argument("--dark", action="store_true")
    parser.add_argument("--axe")
    parser.add_argument("--path")
    parser.add_argument("--steps")
    parser.add_argument("--screenshot")
    parser.add_argument("--phase")
    parser.add_argument("--cookies")
    parser.add_argument("--learn-more", dest="learn_more")
    if add_arguments:
        add_arguments(parser)
    args = parser.parse_args()
    words = dict(WORDS["en"])
    words.update(WORDS.get(args.lang, {}))
    # chromedriver sometimes exits at start on a loaded machine (several browsers starting at
    # once); starting the browser again is safe (nothing has been sent to the host yet).
    driver = None
    for attempt in range(3):
        try:
            driver = make_driver(args)
            break
        except WebDriverException as error:
            if attempt == 2:
                print(json.dumps({"failures": ["the browser did not start: " + str(error).splitlines()[0]], "notes": {}}))
                sys.exit(2)
            time.sleep(2)
    try:
        scenarios[args.scenario](driver, args, words)
    except WebDriverException as error:
        import traceback
        failures.append("the browser failed: " + str(error).splitlines()[0] + " at "
                        + " < ".join(f"{frame.name}:{frame.lineno}" for frame in reversed(traceback.extract_tb(error.__traceback__))))
    finally:
        driver.quit()
    print(json.dumps({"failures": failures, "notes": notes}))


if __name__ == "__main__":
    main()
