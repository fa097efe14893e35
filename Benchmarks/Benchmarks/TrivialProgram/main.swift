// The baseline of CommandStartup: a Swift executable built as `haapi` is (release, the
// same toolchain and linking), with nothing but the standard library. It writes one line.
print("ready")
