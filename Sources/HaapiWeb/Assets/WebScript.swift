/// The web host's one script (served at ``path``, loaded with the page's CSP nonce):
/// it focuses the first field in error, else (unless an error banner is shown) the
/// screen's initial control (`autofocus`), else the screen's heading; on polling screens
/// asks the host for the next screen (a long poll of `/screen`) and puts it in place,
/// keeping focus; progress only updates the live texts and bars, so screen readers
/// are not flooded (a countdown is a timer, read out at most once a minute). On a passkey step it runs the ceremony (``passkeys``); beside a file
/// chooser that offers one it runs a live camera (``camera``). It reads
/// its data from `data-haapi` and `data-haapi-passkey-*` and never builds script or
/// style from server text. Without it, pages work as plain forms and polling pages
/// reload themselves.
enum WebScript {
    static let path = "/haapi.js"

    static let source = #"""
    (function () {
      "use strict";
      var current = document.currentScript;
      var nonce = current ? current.nonce : "";
      function main() { return document.getElementById("hui-main"); }
      function data() {
        var element = main();
        try { return JSON.parse((element && element.getAttribute("data-haapi")) || "{}"); } catch (e) { return {}; }
      }
      function focusStart() {
        var banner = document.querySelector('.hui-banner[role="alert"]');
        var target = document.querySelector('[aria-invalid="true"]') ||
          (banner ? null : document.querySelector("#hui-main [autofocus]")) || document.getElementById("hui-heading");
        if (target) { target.focus(); }
      }
      function updateInPlace(next) {
        var selector = "[aria-live], progress";
        var fresh = next.querySelectorAll(selector);
        var shown = main().querySelectorAll(selector);
        if (fresh.length !== shown.length) { return false; }
        for (var i = 0; i < fresh.length; i++) {
          if (fresh[i].tagName !== shown[i].tagName) { return false; }
          if (fresh[i].tagName === "PROGRESS") {
            shown[i].max = fresh[i].max;
            shown[i].value = fresh[i].value;
            shown[i].textContent = fresh[i].textContent;
          } else if (!fresh[i].querySelector("progress") && shown[i].innerHTML !== fresh[i].innerHTML) {
            shown[i].replaceChildren.apply(shown[i], Array.prototype.map.call(fresh[i].childNodes, function (node) { return node.cloneNode(true); }));
          }
        }
        main().setAttribute("data-haapi", next.getAttribute("data-haapi") || "{}");
        announceTimers();
        return true;
      }
      // Countdowns are timers, which screen readers do not read at every change: their text is
      // read out in a polite region now and then (data-haapi-announce seconds), never every second.
      var announced = {};
      function announceTimers() {
        var timers = main().querySelectorAll("[data-haapi-announce]");
        for (var i = 0; i < timers.length; i++) {
          var every = parseInt(timers[i].getAttribute("data-haapi-announce"), 10) * 1000;
          var key = i + ":" + (timers[i].className || "");
          var now = Date.now();
          if (announced[key] === undefined) { announced[key] = now; continue; }
          if (!(every > 0) || now - announced[key] < every) { continue; }
          announced[key] = now;
          var region = document.getElementById("hui-announcer");
          if (!region) {
            region = document.createElement("div");
            region.id = "hui-announcer";
            region.className = "hui-visually-hidden";
            region.setAttribute("role", "status");
            region.setAttribute("aria-live", "polite");
            document.body.appendChild(region);
          }
          region.textContent = timers[i].textContent;
        }
      }
      function replace(html, change) {
        var holder = document.createElement("div");
        holder.innerHTML = html;
        var next = holder.querySelector("#hui-main");
        if (!next) { window.location.assign("/"); return; }
        if (change === "progress" && updateInPlace(next)) { return; }
        var focused = document.activeElement && document.activeElement.id;
        var styles = holder.querySelectorAll("style");
        var old = document.querySelectorAll("style[data-haapi-local]");
        for (var i = 0; i < old.length; i++) { old[i].remove(); }
        for (var j = 0; j < styles.length; j++) {
          styles[j].setAttribute("data-haapi-local", "");
          document.head.appendChild(styles[j]);
        }
        main().replaceWith(next);
        passkeys(); // a screen that came in place may hold a passkey ceremony
        camera(); // or a file chooser with a live camera
        if (change === "newScreen") { focusStart(); return; }
        var again = focused && document.getElementById(focused);
        if (again) { again.focus(); }
      }
      function poll() {
        var state = data();
        if (state.version === undefined || !state.pollingInterval) { return; }
        var url = "/screen?v=" + encodeURIComponent(state.version) + "&n=" + encodeURIComponent(nonce);
        fetch(url, { credentials: "same-origin", cache: "no-store" }).then(function (response) {
          if (response.status === 205) { window.location.assign("/"); return null; }
          if (response.status === 204) { poll(); return null; }
          if (!response.ok) { window.setTimeout(poll, 5000); return null; }
          var change = response.headers.get("X-Haapi-Change");
          return response.text().then(function (html) { replace(html, change); poll(); });
        }).catch(function () { window.setTimeout(poll, 5000); });
      }
    \#(passkeys)
    \#(camera)
      focusStart();
      announceTimers();
      poll();
      passkeys();
      camera();
    })();
    """#
}
