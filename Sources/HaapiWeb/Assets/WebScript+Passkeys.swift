extension WebScript {
    /// The script's passkey part (inside the script's function): the ceremony the page
    /// holds in `#hui-passkey` (`HTMLPasskeyCeremony`), run when the page loads and again
    /// from its button (some browsers ask only after a click), with WebAuthn Level 3's
    /// `parseCreationOptionsFromJSON` / `parseRequestOptionsFromJSON` and `toJSON()`
    /// where the browser has them and a small base64url conversion where not. The
    /// credential (`credential`) or the name of the browser's error (`error`) is posted
    /// as a form with the page's CSRF token, so the browser goes on to the next screen.
    /// An autofill ceremony waits for the person to pick a passkey in the user name
    /// field's suggestions, where the browser can offer them, and posts only a credential;
    /// an upgrade lets the password manager make a passkey without asking (conditional
    /// creation) and posts only a credential. The page's passkey signals
    /// (`HTMLPasskeySignals`) go to the browser where it has the Signals API.
    static let passkeys = #"""
      var passkeyErrors = ["NotAllowedError", "AbortError", "InvalidStateError", "NotSupportedError", "SecurityError",
        "TypeError", "ConstraintError", "UnknownError"];
      function bytes(text) {
        var base64 = String(text).replace(/-/g, "+").replace(/_/g, "/");
        while (base64.length % 4) { base64 += "="; }
        var binary = atob(base64), out = new Uint8Array(binary.length);
        for (var i = 0; i < binary.length; i++) { out[i] = binary.charCodeAt(i); }
        return out.buffer;
      }
      function base64url(buffer) {
        if (!buffer) { return undefined; }
        var view = new Uint8Array(buffer), binary = "";
        for (var i = 0; i < view.length; i++) { binary += String.fromCharCode(view[i]); }
        return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
      }
      function descriptors(list) {
        return list.map(function (descriptor) { return Object.assign({}, descriptor, { id: bytes(descriptor.id) }); });
      }
      function creationOptions(json) {
        if (PublicKeyCredential.parseCreationOptionsFromJSON) { return PublicKeyCredential.parseCreationOptionsFromJSON(json); }
        var options = Object.assign({}, json, { challenge: bytes(json.challenge), user: Object.assign({}, json.user, { id: bytes(json.user.id) }) });
        if (json.excludeCredentials) { options.excludeCredentials = descriptors(json.excludeCredentials); }
        return options;
      }
      function requestOptions(json) {
        if (PublicKeyCredential.parseRequestOptionsFromJSON) { return PublicKeyCredential.parseRequestOptionsFromJSON(json); }
        var options = Object.assign({}, json, { challenge: bytes(json.challenge) });
        if (json.allowCredentials) { options.allowCredentials = descriptors(json.allowCredentials); }
        return options;
      }
      function credentialJSON(credential) {
        if (typeof credential.toJSON === "function") { return credential.toJSON(); }
        var response = credential.response;
        var json = {
          id: credential.id, rawId: base64url(credential.rawId), type: credential.type,
          authenticatorAttachment: credential.authenticatorAttachment || null,
          clientExtensionResults: credential.getClientExtensionResults ? credential.getClientExtensionResults() : {},
          response: { clientDataJSON: base64url(response.clientDataJSON) }
        };
        if (response.attestationObject) {
          json.response.attestationObject = base64url(response.attestationObject);
          if (response.getTransports) { json.response.transports = response.getTransports(); }
          if (response.getAuthenticatorData) { json.response.authenticatorData = base64url(response.getAuthenticatorData()); }
          if (response.getPublicKey) { json.response.publicKey = base64url(response.getPublicKey()); }
          if (response.getPublicKeyAlgorithm) { json.response.publicKeyAlgorithm = response.getPublicKeyAlgorithm(); }
        } else {
          json.response.authenticatorData = base64url(response.authenticatorData);
          json.response.signature = base64url(response.signature);
          json.response.userHandle = response.userHandle ? base64url(response.userHandle) : null;
        }
        return json;
      }
      function answer(element, name, value) {
        var form = document.createElement("form");
        form.method = "post";
        form.action = element.getAttribute("data-haapi-passkey-answer");
        form.hidden = true;
        var token = document.querySelector('input[name="_csrf"]');
        [["_csrf", token ? token.value : ""], [name, value]].forEach(function (pair) {
          var input = document.createElement("input");
          input.type = "hidden";
          input.name = pair[0];
          input.value = pair[1];
          form.appendChild(input);
        });
        document.body.appendChild(form);
        form.submit();
      }
      function autofill(element, json) {
        if (!PublicKeyCredential.isConditionalMediationAvailable) { return; }
        PublicKeyCredential.isConditionalMediationAvailable().then(function (available) {
          if (!available) { return null; }
          return navigator.credentials.get({ mediation: "conditional", publicKey: requestOptions(json) }).then(function (credential) {
            if (credential) { answer(element, "credential", JSON.stringify(credentialJSON(credential))); }
          });
        }).catch(function () { /* an offer only: the form works without it */ });
      }
      function upgrade(element, json) {
        if (!PublicKeyCredential.getClientCapabilities) { return; }
        PublicKeyCredential.getClientCapabilities().then(function (capabilities) {
          if (!capabilities || !capabilities.conditionalCreate) { return null; }
          return navigator.credentials.create({ mediation: "conditional", publicKey: creationOptions(json) }).then(function (credential) {
            if (credential) { answer(element, "credential", JSON.stringify(credentialJSON(credential))); }
          });
        }).catch(function () { /* the password manager declined: nothing to say */ });
      }
      function signals() {
        var element = document.getElementById("hui-passkey-signals");
        if (!element || !window.PublicKeyCredential) { return; }
        var json = null;
        try { json = JSON.parse(element.getAttribute("data-haapi-passkey-signals")); } catch (e) { return; }
        [["unknownCredential", "signalUnknownCredential"], ["allAcceptedCredentials", "signalAllAcceptedCredentials"],
          ["currentUserDetails", "signalCurrentUserDetails"]].forEach(function (pair) {
          var method = PublicKeyCredential[pair[1]];
          if (!json[pair[0]] || typeof method !== "function") { return; }
          try {
            Promise.resolve(method.call(PublicKeyCredential, json[pair[0]])).catch(function () { /* a hint only */ });
          } catch (e) { /* a hint only */ }
        });
      }
      function passkeys() {
        signals();
        var element = document.getElementById("hui-passkey");
        if (!element) { return; }
        var kind = element.getAttribute("data-haapi-passkey");
        var json = null;
        try { json = JSON.parse(element.getAttribute("data-haapi-passkey-options")); } catch (e) { json = null; }
        var supported = !!(window.PublicKeyCredential && navigator.credentials);
        if (kind === "autofill" || kind === "upgrade") {
          if (supported && json) { (kind === "upgrade" ? upgrade : autofill)(element, json); }
          return;
        }
        if (!supported || !json) { answer(element, "error", supported ? "TypeError" : "NotSupportedError"); return; }
        var button = document.getElementById("hui-passkey-start");
        var attempt = 0, controller = null;
        function start() {
          attempt += 1;
          var mine = attempt;
          if (controller) { controller.abort(); }
          controller = window.AbortController ? new AbortController() : null;
          var signal = controller ? controller.signal : undefined;
          var request;
          try {
            request = kind === "create"
              ? navigator.credentials.create({ publicKey: creationOptions(json), signal: signal })
              : navigator.credentials.get({ publicKey: requestOptions(json), signal: signal });
          } catch (e) {
            request = Promise.reject(e);
          }
          request.then(function (credential) {
            if (mine !== attempt) { return; }
            if (button) { button.disabled = true; }
            if (!credential) { answer(element, "error", "NotAllowedError"); return; }
            answer(element, "credential", JSON.stringify(credentialJSON(credential)));
          }, function (error) {
            if (mine !== attempt) { return; } // a newer attempt replaced it
            if (button) { button.disabled = true; }
            var name = error && error.name;
            answer(element, "error", passkeyErrors.indexOf(name) >= 0 ? name : "UnknownError");
          });
        }
        if (button) {
          button.hidden = false;
          button.addEventListener("click", start);
        }
        start();
      }
    """#
}
