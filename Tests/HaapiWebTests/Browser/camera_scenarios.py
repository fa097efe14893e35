#!/usr/bin/env python3
"""The scanner's live camera in HaapiKit's web host: headless Chromium with its fake camera
(a video of a QR code that ffmpeg made, --video FILE.y4m), driven by selenium for the
HaapiWeb tests.

Usage: camera_scenarios.py SCENARIO --base URL --video FILE.y4m [--lang nl] [--axe FILE]
       [--screenshot FILE]

Linux Chromium has no BarcodeDetector, so the page sends frames to the host; the
`detector` scenario gives the page a stand-in BarcodeDetector to try the other path.
Prints one JSON object as browser_scenarios.py does.
"""
from selenium import webdriver
from selenium.common.exceptions import JavascriptException
from selenium.webdriver.common.by import By

import browser_scenarios as b
from browser_scenarios import check, notes, page_text, press, wait

# Counts the page's frame posts, and (with a stand-in) the detector's calls, in the tab's
# session storage: the counts outlive the page, which the read frame replaces.
COUNT_FRAMES = """
    function haapiCount(name) { sessionStorage.setItem(name, String(Number(sessionStorage.getItem(name) || 0) + 1)); }
    var realFetch = window.fetch;
    window.fetch = function (url, options) {
        if (String(url).indexOf("/camera-frame") >= 0) { haapiCount("frames"); }
        return realFetch.apply(this, arguments);
    };
"""
STAND_IN_DETECTOR = """
    window.BarcodeDetector = function (options) { sessionStorage.setItem("formats", JSON.stringify(options.formats)); };
    window.BarcodeDetector.prototype.detect = function () {
        haapiCount("detections");
        return Promise.resolve(Number(sessionStorage.getItem("detections")) >= 3 ? [{ rawValue: "seen", format: "qr_code" }] : []);
    };
"""
COUNT = "return Number(sessionStorage.getItem(arguments[0]) || 0)"


def camera_driver(args):
    """Chromium with the fake camera playing --video, the camera allowed (or refused, or absent)."""
    options = webdriver.ChromeOptions()
    options.add_argument("--headless=new")
    options.add_argument("--no-sandbox")
    options.add_argument("--disable-dev-shm-usage")
    options.add_argument("--window-size=1000,1200")
    options.add_argument("--lang=" + args.lang)
    options.add_experimental_option("prefs", {"intl.accept_languages": args.lang})
    if args.scenario != "missing":
        options.add_argument("--use-fake-device-for-media-stream")
        options.add_argument("--use-file-for-fake-video-capture=" + args.video)
    driver = webdriver.Chrome(options=options)
    if args.dark:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    origin = args.base.rstrip("/")
    setting = "denied" if args.scenario == "denied" else "granted"
    driver.execute_cdp_cmd("Browser.setPermission", {"origin": origin, "permission": {"name": "camera"}, "setting": setting})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": COUNT_FRAMES + (STAND_IN_DETECTOR if args.scenario == "detector" else "")})
    return driver


def open_scanner(driver, args):
    driver.get(args.base + "/")
    press(driver, "Scan")
    return wait(driver, "the camera button", lambda d: b.button(d, "Use Camera"))


def expect_confirmation(driver):
    wait(driver, "the confirmation", lambda d: "Confirmation" in page_text(d) and "Dev server" in page_text(d), seconds=40)


def scenario_frames(driver, args, words):
    """No BarcodeDetector: frames go to the host until one holds the code; the camera stops and the
    frame is read as an upload, leading to the confirmation."""
    open_scanner(driver, args)
    notes["barcode_detector"] = driver.execute_script("return 'BarcodeDetector' in window")
    check(driver.find_elements(By.CSS_SELECTOR, "input[type=file][capture=environment]"), "the chooser asks for the back camera")
    press(driver, "Use Camera")
    wait(driver, "the camera's picture", lambda d: d.execute_script(
        "var v = document.querySelector('.hui-camera video'); return v && !v.hidden && v.videoWidth > 0") or "Confirmation" in page_text(d))
    if args.screenshot and "Confirmation" not in page_text(driver):
        driver.save_screenshot(args.screenshot)
    if args.axe and "Confirmation" not in page_text(driver):
        try:
            b.audit(driver, args, "the scanner with its camera on")
        except JavascriptException:
            # The camera found the code between two steps of the audit (the script injected,
            # then run) and the page moved on: the scanner with its camera on is gone, not
            # broken. The confirmation must follow; anything else is still a failure.
            expect_confirmation(driver)
    expect_confirmation(driver)
    notes["frames_before"] = driver.execute_script(COUNT, "frames")


def scenario_detector(driver, args, words):
    """The browser's BarcodeDetector sees the code (a stand-in here): no frame goes to the host
    before it, and the frame is read as an upload."""
    open_scanner(driver, args)
    press(driver, "Use Camera")
    expect_confirmation(driver)
    notes["detections"] = driver.execute_script(COUNT, "detections")
    notes["formats"] = driver.execute_script("return sessionStorage.getItem('formats')")
    notes["frames_posted"] = driver.execute_script(COUNT, "frames")


def scenario_denied(driver, args, words):
    """The camera refused: the person is told in their words, and the chooser and the typed code remain."""
    open_scanner(driver, args)
    press(driver, "Use Camera")
    status = wait(driver, "the refusal", lambda d: d.execute_script(
        "var s = document.querySelector('.hui-camera [role=status]'); return s && s.textContent"))
    notes["status"] = status
    check(driver.find_elements(By.CSS_SELECTOR, "input[type=file]"), "the file chooser remains")
    check(b.button(driver, "Use Code"), "the typed code remains")
    check(b.button(driver, "Use Camera"), "the camera can be tried again")


def scenario_missing(driver, args, words):
    """No camera at all: the person is told so."""
    open_scanner(driver, args)
    press(driver, "Use Camera")
    notes["status"] = wait(driver, "the answer", lambda d: d.execute_script(
        "var s = document.querySelector('.hui-camera [role=status]'); return s && s.textContent"))


def add_arguments(parser):
    parser.add_argument("--video", required=True)


SCENARIOS = {name[len("scenario_"):]: function for name, function in globals().items() if name.startswith("scenario_")}

if __name__ == "__main__":
    b.make_driver = camera_driver
    b.main(SCENARIOS, add_arguments)
