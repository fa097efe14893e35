/// The renderer's own rules, before the theme's classes: layout of stacks and
/// controls, wrapping of long words, visible focus, and the visually hidden text
/// that gives colour-coded messages their words. Without JavaScript a passkey
/// ceremony's status (the message before it, which says to follow the browser's
/// instructions) gives way to its `<noscript>` text. The page's script adds a live
/// camera (`.hui-camera`) beside a file chooser that offers one.
enum HTMLBaseStyles {
    static let css = """
    *,*::before,*::after{box-sizing:border-box}
    [hidden]{display:none!important}
    html{-webkit-text-size-adjust:100%}
    body{margin:0;font:var(--hui-f-hui_body, 16px/1.4 system-ui, sans-serif);background-color:var(--hui-c-hui_background, Canvas);color:var(--hui-c-hui_text_primary, CanvasText)}
    body *{overflow-wrap:anywhere;word-break:normal}
    main{max-width:40rem;margin:0 auto}
    form{margin:0}
    h1{margin:0;font:inherit}
    p{margin:0}
    .hui-stack{display:flex;flex-direction:column;gap:var(--hui-d-hui_spacing_medium, 16px)}
    .hui-row{display:flex;flex-direction:row;flex-wrap:wrap;align-items:center;justify-content:flex-start;gap:var(--hui-d-hui_spacing_small, 8px)}
    .hui-row-ends{justify-content:space-between}
    .hui-button{display:inline-flex;align-items:center;justify-content:center;gap:.5em;font:inherit;padding:.5em 1em;border:0 solid transparent;background:none;color:inherit;cursor:pointer;text-align:center;max-width:100%}
    .hui-button:disabled{cursor:not-allowed;opacity:.6}
    .hui-link-button{padding:0;min-height:1.5rem;text-decoration:underline}
    .hui-link{text-decoration:underline;color:inherit}
    .hui-link-view{display:inline-flex;align-items:center;min-height:1.5rem;align-self:flex-start}
    .hui-rich p+p{margin-top:.75em}
    .hui-field{display:flex;flex-direction:column;gap:.25em}
    .hui-input{font:inherit;color:inherit;padding:.5em .75em;width:100%;border:1px solid}
    .hui-input[aria-invalid="true"]{border-width:2px}
    .hui-checkbox{display:flex;align-items:flex-start;gap:.5em}
    .hui-checkbox input{width:1.5rem;height:1.5rem;margin:0;flex:none}
    .hui-options{display:flex;flex-direction:column;gap:.5em;border:0;margin:0;padding:0;min-width:0}
    .hui-options legend{padding:0}
    .hui-option{justify-content:flex-start;width:100%;border-style:solid;border-width:1px}
    .hui-option[aria-pressed="true"]{font-weight:700}
    .hui-image img{max-width:100%;height:auto}
    .hui-qr img{width:min(16rem,100%);image-rendering:pixelated;background:#FFFFFF;padding:1rem;forced-color-adjust:none}
    .hui-progress{appearance:none;-webkit-appearance:none;width:100%;height:.5rem;border:0;background-color:var(--hui-track, #DDDDDD);border-radius:.25rem}
    .hui-progress::-webkit-progress-bar{background-color:var(--hui-track, #DDDDDD);border-radius:.25rem}
    .hui-progress::-webkit-progress-value{background-color:var(--hui-progress, #0B5FFF);border-radius:.25rem}
    .hui-progress::-moz-progress-bar{background-color:var(--hui-progress, #0B5FFF)}
    .hui-details summary{cursor:pointer}
    .hui-message,.hui-banner{padding:.5em .75em}
    .hui-banner{display:flex;flex-direction:column;gap:.25em}
    .hui-error-text{margin:0}
    .hui-prefix{font-weight:700}
    .hui-passkey{display:flex;flex-direction:column;gap:var(--hui-d-hui_spacing_medium, 16px)}
    @media (scripting: none){.hui-message:has(+ .hui-passkey){display:none}}
    .hui-camera{display:flex;flex-direction:column;gap:.5em}
    .hui-camera video{width:100%;max-width:28rem;align-self:flex-start;border-radius:.5rem;background:#000000}
    .hui-visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
    :focus{outline:none}
    :focus-visible{outline:3px solid var(--hui-c-hui_accent, Highlight);outline-offset:2px}
    [tabindex="-1"]:focus-visible{outline:none}
    @media (prefers-reduced-motion: reduce){*{animation:none!important;transition:none!important}}
    @media (forced-colors: active){.hui-button:not(.hui-link-button){border:1px solid ButtonText}.hui-button:disabled{border-color:GrayText}.hui-option[aria-pressed="true"]{outline:2px solid Highlight}.hui-progress{border:1px solid CanvasText}}

    """
}
