// A stand-in for Curity's `IdsvrHaapiUIKit` module, so that the seeds' samples that import
// it type-check against HaapiKit: it re-exports HaapiUI (and the flow's models), which
// keep the seeds' names. See ../README.md.
@_exported import HaapiClient
@_exported import HaapiFlow
@_exported import HaapiUI
