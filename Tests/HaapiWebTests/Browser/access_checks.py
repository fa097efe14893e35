"""WCAG 2.2 checks that axe-core does not make, on the page as it is in Chromium.

Each check returns a list of problems (empty when the page passes), each naming the
criterion and the element. `audit_access(driver, what)` runs them all; the scenarios
call it on every page of their journeys, light, dark and with forced colours.

- 2.5.8 Target size (minimum): every visible control at least 24 by 24 CSS pixels, or
  a link inside a sentence (the inline exception).
- 1.4.10 Reflow: at 320 CSS pixels wide, no horizontal scrolling.
- 1.4.12 Text spacing: with the criterion's spacing, no horizontal scrolling and no
  text cut off by a box that hides its overflow.
- 1.4.4 Resize text: with text at 200 %, the same.
- 2.4.7 / 2.4.11 / 2.4.13 Focus visible, not obscured, appearance: each control, once
  focused from the keyboard, draws an indicator at least 2 CSS pixels thick that
  contrasts 3:1 with what is next to it, and stays in view.
- 4.1.2 Name, role, value: Chromium's accessibility tree names every control.
- 3.3.1 / 3.3.8: a field marked invalid is described by its error; username, password
  and code fields carry their `autocomplete` token and take pasting.
- 2.3.3 / 2.2.2: with reduced motion asked for, nothing animates.
"""
import json

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.common.action_chains import ActionChains

CONTROLS = "button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex='-1'])"

# Relative luminance and contrast (WCAG 2.x), on "rgb(r, g, b)" / "rgba(...)" strings.
_COLOURS = """
function rgb(text) {
  var m = /rgba?\\(([^)]+)\\)/.exec(text || "");
  if (!m) { return null; }
  var p = m[1].split(",").map(function (v) { return parseFloat(v); });
  return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
}
function luminance(c) {
  function channel(v) { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }
  return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}
function contrast(a, b) {
  var l1 = luminance(a), l2 = luminance(b);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}
function background(element) {
  for (var e = element; e; e = e.parentElement) {
    var c = rgb(getComputedStyle(e).backgroundColor);
    if (c && c.a > 0.5) { return c; }
  }
  var page = rgb(getComputedStyle(document.body).backgroundColor);
  return page && page.a > 0.5 ? page : { r: 255, g: 255, b: 255, a: 1 };
}
function describe(element) {
  var text = (element.innerText || element.value || element.getAttribute("aria-label") || "").trim().slice(0, 40);
  return element.tagName.toLowerCase() + (element.id ? "#" + element.id : "") + (text ? " \\"" + text + "\\"" : "");
}
function visible(element) {
  var r = element.getBoundingClientRect();
  var s = getComputedStyle(element);
  return r.width > 1 && r.height > 1 && s.visibility !== "hidden" && s.display !== "none" && !element.closest("[hidden], [aria-hidden=true]")
    && !element.closest(".hui-visually-hidden");
}
"""


def target_sizes(driver):
    """2.5.8: every visible control at least 24 by 24, or a link inside a sentence."""
    return driver.execute_script(_COLOURS + """
        var problems = [];
        document.querySelectorAll(arguments[0]).forEach(function (e) {
          if (!visible(e)) { return; }
          var r = e.getBoundingClientRect();
          if (r.width >= 24 - 0.5 && r.height >= 24 - 0.5) { return; }
          // The inline exception: a link in a line of text.
          if (e.tagName === "A" && getComputedStyle(e).display === "inline" && e.parentElement && (e.parentElement.innerText || "").trim().length > (e.innerText || "").trim().length) { return; }
          // A checkbox or radio whose label is a target of at least 24 by 24 around it.
          if (e.type === "checkbox" || e.type === "radio") {
            var label = e.closest("label") || (e.id && document.querySelector("label[for='" + e.id + "']"));
            if (label) { var l = label.getBoundingClientRect(); if (l.width >= 24 && l.height >= 24) { return; } }
          }
          problems.push("2.5.8 target " + Math.round(r.width) + "x" + Math.round(r.height) + ": " + describe(e));
        });
        return problems;
    """, CONTROLS)


def horizontal_overflow(driver, what):
    """Whether the page scrolls sideways, and which boxes cut off their text."""
    return driver.execute_script("""
        var problems = [];
        var doc = document.documentElement;
        if (doc.scrollWidth > doc.clientWidth + 1) { problems.push(arguments[0] + ": the page scrolls sideways (" + doc.scrollWidth + " > " + doc.clientWidth + ")"); }
        document.querySelectorAll("main *").forEach(function (e) {
          var s = getComputedStyle(e);
          if ((s.overflowX === "hidden" || s.overflowX === "clip") && e.scrollWidth > e.clientWidth + 1 && !e.closest(".hui-visually-hidden")
              && e.clientWidth > 1) {
            problems.push(arguments[0] + ": text cut off in " + e.tagName.toLowerCase() + "." + e.className);
          }
        }, this);
        return problems;
    """, what)


TEXT_SPACING = "*{line-height:1.5!important;letter-spacing:.12em!important;word-spacing:.16em!important}p{margin-bottom:2em!important}"


def text_spacing_and_zoom(driver):
    """1.4.12 and 1.4.4 (with 1.4.10's 320 CSS pixels for the spacing)."""
    problems = []
    size = driver.get_window_size()
    try:
        driver.set_window_size(320 + (size["width"] - driver.execute_script("return window.innerWidth")), size["height"])
        problems += horizontal_overflow(driver, "1.4.10 reflow at 320 px")
        # A constructed style sheet: the page's CSP refuses <style> elements it did not sign.
        applied = driver.execute_script("""
            var sheet = new CSSStyleSheet(); sheet.replaceSync(arguments[0]);
            document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
            window.__haapiSpacing = sheet;
            return getComputedStyle(document.body).letterSpacing;
        """, TEXT_SPACING)
        if applied in ("normal", "0px"):
            problems.append("1.4.12: the text spacing could not be applied (" + str(applied) + ")")
        problems += horizontal_overflow(driver, "1.4.12 text spacing at 320 px")
        driver.execute_script("document.adoptedStyleSheets = document.adoptedStyleSheets.filter(function (s) { return s !== window.__haapiSpacing; })")
        driver.set_window_size(640 + (size["width"] - driver.execute_script("return window.innerWidth")), size["height"])
        driver.execute_script("document.documentElement.style.fontSize = '200%'")
        problems += horizontal_overflow(driver, "1.4.4 text at 200 %")
    finally:
        driver.execute_script("document.documentElement.style.fontSize = ''")
        driver.set_window_size(size["width"], size["height"])
    return problems


def focus_appearance(driver, limit=40):
    """2.4.7, 2.4.11 and 2.4.13 for each control reached with Tab (at most `limit`)."""
    problems = []
    driver.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0);")
    body = driver.find_element(By.TAG_NAME, "body")
    seen = set()
    for _ in range(limit):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        result = driver.execute_script(_COLOURS + """
            var e = document.activeElement;
            if (!e || e === document.body) { return null; }
            var key = describe(e) + ":" + Array.prototype.indexOf.call(document.querySelectorAll("*"), e);
            var s = getComputedStyle(e);
            var width = parseFloat(s.outlineWidth) || 0;
            var colour = rgb(s.outlineColor);
            var r = e.getBoundingClientRect();
            var inView = r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
            var ratio = colour ? contrast(colour, background(e.parentElement || e)) : 0;
            return { key: key, what: describe(e), style: s.outlineStyle, width: width, ratio: ratio, inView: inView,
                     focusVisible: e.matches(":focus-visible") };
        """)
        if result is None or result["key"] in seen:
            break
        seen.add(result["key"])
        if not result["focusVisible"]:
            continue
        if result["style"] == "none" or result["width"] < 2:
            problems.append("2.4.7/2.4.13 no focus indicator of 2 px on " + result["what"] + " (" + result["style"] + " " + str(result["width"]) + ")")
        elif result["ratio"] < 3:
            problems.append("2.4.13 focus indicator contrast %.2f:1 on %s" % (result["ratio"], result["what"]))
        if not result["inView"]:
            problems.append("2.4.11 focused control out of view: " + result["what"])
    return problems


def names_and_roles(driver):
    """4.1.2: every control in Chromium's accessibility tree has a name."""
    tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})
    problems = []
    for node in tree.get("nodes", []):
        if node.get("ignored"):
            continue
        role = (node.get("role") or {}).get("value", "")
        if role not in ("button", "link", "textbox", "checkbox", "radio", "combobox", "searchbox", "switch", "menuitem", "tab"):
            continue
        name = (node.get("name") or {}).get("value", "")
        if not str(name).strip():
            problems.append("4.1.2 a " + role + " without a name (node " + str(node.get("backendDOMNodeId")) + ")")
    return problems


def fields(driver):
    """3.3.1 and 3.3.8: invalid fields described by their error; autocomplete tokens; pasting allowed."""
    return driver.execute_script("""
        var problems = [];
        document.querySelectorAll("input, textarea").forEach(function (e) {
          if (e.type === "hidden") { return; }
          if (e.getAttribute("aria-invalid") === "true") {
            var ids = (e.getAttribute("aria-describedby") || "").split(/\\s+/).filter(Boolean);
            var text = ids.map(function (id) { var d = document.getElementById(id); return d ? d.textContent.trim() : ""; }).join(" ");
            if (!text) { problems.push("3.3.1 invalid field without its error: " + e.name); }
          }
          var token = (e.getAttribute("autocomplete") || "").split(/\\s+/);
          if (e.type === "password" && token.indexOf("current-password") < 0 && token.indexOf("new-password") < 0 && token.indexOf("one-time-code") < 0) {
            problems.push("3.3.8 password field without current-password or new-password: " + e.name);
          }
          if (e.hasAttribute("onpaste") || e.readOnly && !e.disabled && e.type !== "checkbox") {
            problems.push("3.3.8 a field that refuses pasting: " + e.name);
          }
        });
        return problems;
    """)


def reduced_motion(driver):
    """2.3.3: with reduced motion, nothing animates."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        running = driver.execute_script("return document.getAnimations ? document.getAnimations().filter(function (a) { return a.playState === 'running'; }).length : 0")
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    return ["2.3.3 %d animations run with reduced motion" % running] if running else []


def forced_colours(driver, on):
    """Emulates `forced-colors: active` (Windows' contrast themes), or stops."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "forced-colors", "value": "active" if on else "none"}]})


def audit_access(driver, what):
    """Every check on the page as it is; the problems, each prefixed with `what`."""
    problems = target_sizes(driver) + names_and_roles(driver) + fields(driver) + reduced_motion(driver)
    problems += focus_appearance(driver) + text_spacing_and_zoom(driver)
    return [what + ": " + p for p in problems]


def audit_forced_colours(driver, what):
    """The focus indicator with forced colours, and every control still drawn with an edge."""
    forced_colours(driver, True)
    try:
        problems = focus_appearance(driver) + forced_colour_edges(driver)
    finally:
        forced_colours(driver, False)
    return [what + " (forced colours): " + p for p in problems]


def forced_colour_edges(driver):
    """With forced colours on: every button and field drawn with an edge, the QR code left as it is."""
    return driver.execute_script("""
            var problems = [];
            document.querySelectorAll("button, input, select, textarea").forEach(function (e) {
              var r = e.getBoundingClientRect();
              if (r.width < 2 || r.height < 2 || e.closest("[hidden], .hui-visually-hidden, [aria-hidden=true]")) { return; }
              var s = getComputedStyle(e);
              var edged = ["top", "right", "bottom", "left"].some(function (side) {
                return s["border-" + side + "-style"] !== "none" && parseFloat(s["border-" + side + "-width"]) > 0;
              });
              var isLink = e.classList.contains("hui-link-button");
              if (!edged && !isLink && e.type !== "checkbox" && e.type !== "radio") {
                problems.push("forced colours: no edge on " + e.tagName.toLowerCase() + " \\"" + (e.innerText || e.value || "").trim().slice(0, 40) + "\\"");
              }
            });
            var qr = document.querySelector(".hui-qr img");
            if (qr && getComputedStyle(qr).forcedColorAdjust !== "none") { problems.push("forced colours: the QR code's quiet zone is recoloured"); }
            return problems;
        """)


def summary(problems):
    return json.dumps(problems[:40])
