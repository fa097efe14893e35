// Languages, plural rules, format templates and String Catalogs are the localization
// module's; an app that imports the kit (or HaapiUI) sees them as before.
@_exported public import HaapiLocalization
