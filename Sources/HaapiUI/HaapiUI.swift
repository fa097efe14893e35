// The screen kit is part of HaapiUI's API: an app that imports HaapiUI sees the view
// tree, the theme and the strings without importing HaapiScreenKit itself.
@_exported public import HaapiScreenKit
