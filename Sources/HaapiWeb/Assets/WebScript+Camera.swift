extension WebScript {
    /// The script's live-camera part (inside the script's function), for a file chooser
    /// the page marks with `data-haapi-camera-*` (`FileChooser.liveCamera`): a button
    /// (styled as the button that reads the file) starts the camera, back camera preferred,
    /// and shows its picture; a few times a second the frame is looked at, by the browser's
    /// `BarcodeDetector` where it has one and otherwise by the host (a frame scaled to at
    /// most 960 pixels, posted with the CSRF token to ``CameraFrames/path``, one at a time,
    /// the pause after each frame without a code growing from 0.3 to 2 s).
    /// The first frame that holds a code stops the camera and becomes the chooser's file,
    /// read by the form's button, so the host reads and checks it as any upload. A refused
    /// camera (seed 003's `cameraPermissionDenied`) or none at all says so in the person's
    /// words, and the chooser and the typed code still work.
    static let camera = #"""
      function camera() {
        var input = document.querySelector("input[type=file][data-haapi-camera-read]");
        if (!input || input.hasAttribute("data-haapi-camera-ready") || !input.form) { return; }
        if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia || !window.DataTransfer) { return; }
        input.setAttribute("data-haapi-camera-ready", "");
        var words = function (name) { return input.getAttribute("data-haapi-camera-" + name) || ""; };
        var read = document.getElementById(words("read"));
        var token = input.form.querySelector("input[name=_csrf]");
        var box = document.createElement("div");
        box.className = "hui-camera";
        var toggle = document.createElement("button");
        toggle.type = "button";
        toggle.className = read ? read.className : "hui-button";
        toggle.textContent = words("start");
        var status = document.createElement("p");
        status.setAttribute("role", "status");
        var video = document.createElement("video");
        video.muted = true;
        video.setAttribute("playsinline", "");
        video.setAttribute("aria-hidden", "true");
        video.hidden = true;
        box.appendChild(toggle);
        box.appendChild(status);
        box.appendChild(video);
        var field = input.closest(".hui-field") || input;
        field.parentNode.insertBefore(box, field.nextSibling);
        // The host's pause between frames with no code grows to 2 s: a camera aimed at nothing
        // costs the host a frame every few seconds, not several a second.
        var stream = null, timer = null, busy = false, detector = null, pause = 300;
        if ("BarcodeDetector" in window) {
          try { detector = new window.BarcodeDetector({ formats: ["qr_code"] }); } catch (e) { detector = null; }
        }
        function stop(message) {
          if (timer) { window.clearTimeout(timer); }
          timer = null;
          if (stream) { stream.getTracks().forEach(function (track) { track.stop(); }); }
          stream = null;
          video.srcObject = null;
          video.hidden = true;
          toggle.textContent = words("start");
          status.textContent = message || "";
        }
        function later(delay) { if (stream) { timer = window.setTimeout(look, delay); } }
        function frame(done) {
          var scale = Math.min(1, 960 / Math.max(video.videoWidth, video.videoHeight, 1));
          var canvas = document.createElement("canvas");
          canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
          canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
          canvas.getContext("2d").drawImage(video, 0, 0, canvas.width, canvas.height);
          canvas.toBlob(done, "image/jpeg", 0.9);
        }
        function send(blob) {
          var transfer = new DataTransfer();
          transfer.items.add(new File([blob], "camera.jpg", { type: "image/jpeg" }));
          input.files = transfer.files;
          stop("");
          if (!read) { return; }
          if (input.form.requestSubmit) { input.form.requestSubmit(read); } else { read.click(); }
        }
        function look() {
          timer = null;
          if (!stream || busy) { return; }
          if (video.readyState < 2) { later(200); return; }
          busy = true;
          if (detector) {
            detector.detect(video).then(function (codes) {
              busy = false;
              if (codes.length) { frame(function (blob) { if (blob) { send(blob); } else { later(250); } }); } else { later(250); }
            }).catch(function () { busy = false; detector = null; later(250); });
            return;
          }
          frame(function (blob) {
            if (!blob) { busy = false; later(400); return; }
            var body = new FormData();
            body.append("_csrf", token ? token.value : "");
            body.append("frame", blob, "frame.jpg");
            fetch("\#(CameraFrames.path)", { method: "POST", body: body, credentials: "same-origin", cache: "no-store" }).then(function (response) {
              busy = false;
              if (!stream) { return; }
              if (response.status === 200) { send(blob); return; }
              if (response.status === 403) { stop(""); return; }
              pause = Math.min(2000, Math.round(pause * 1.5));
              later(response.status === 503 ? Math.max(1000, pause) : pause);
            }).catch(function () { busy = false; later(2000); });
          });
        }
        toggle.addEventListener("click", function () {
          if (stream) { stop(""); return; }
          status.textContent = "";
          navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false }).then(function (opened) {
            stream = opened;
            pause = 300;
            video.srcObject = opened;
            video.hidden = false;
            var playing = video.play();
            if (playing && playing.catch) { playing.catch(function () {}); }
            toggle.textContent = words("stop");
            status.textContent = words("aim");
            later(300);
          }).catch(function (error) {
            var refused = error && (error.name === "NotAllowedError" || error.name === "SecurityError");
            stop(refused ? words("denied") : words("unavailable"));
          });
        });
      }
    """#
}
