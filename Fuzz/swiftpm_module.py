#!/usr/bin/env python3
"""Prints what Fuzz/run needs to build a libFuzzer target inside one of the package's
modules from SwiftPM's debug build: the module's compiler flags (its imports' module
and header paths) and its source files, one argument a line.

    swiftpm_module.py BUILD_DIR MODULE flags     the flags, without SwiftPM's own outputs
    swiftpm_module.py BUILD_DIR MODULE sources   the module's source files
    swiftpm_module.py BUILD_DIR MODULE objects   every object file the build describes that
                                                 exists (objects of deleted sources are left
                                                 out), one a line
"""
import json
import sys

DROP_ALONE = {"-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode",
              "-serialize-diagnostics", "-Onone", "-enable-testing", "-parseable-output",
              "-emit-objc-header"}
DROP_WITH_VALUE = {"-module-name", "-emit-module-path", "-output-file-map", "-index-store-path",
                   "-emit-objc-header-path", "-target"}


def compile_args(build_dir, module):
    with open(f"{build_dir}/debug.yaml") as description:
        for line in description:
            line = line.strip()
            if not line.startswith("args: [") or f'"-module-name","{module}"' not in line:
                continue
            args = json.loads(line[len("args: "):])
            if "-emit-module" in args:
                return args
    sys.exit(f"fuzz: no compile command for module {module} in {build_dir}/debug.yaml (run swift build first)")


def described_objects(build_dir):
    """The object files debug.yaml names as outputs, which exist on disk."""
    import os
    import re
    found = set()
    with open(f"{build_dir}/debug.yaml") as description:
        for line in description:
            for path in re.findall(r'"([^"]+\.o)"', line):
                found.add(path)
    return sorted(path for path in found if os.path.exists(path))


def main():
    build_dir, module, what = sys.argv[1:4]
    if what == "objects":
        print("\n".join(described_objects(build_dir)))
        return
    args = compile_args(build_dir, module)
    if what == "sources":
        listing = next(a for a in args if a.startswith("@"))[1:]
        with open(listing) as sources:
            print(sources.read().strip())
        return
    out, skip = [], False
    for arg in args[1:]:
        if skip:
            skip = False
        elif arg in DROP_WITH_VALUE:
            skip = True
        elif arg in DROP_ALONE or arg.startswith("@") or arg.startswith("-j"):
            continue
        else:
            out.append(arg)
    print("\n".join(out))


main()
