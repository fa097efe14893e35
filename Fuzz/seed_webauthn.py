#!/usr/bin/env python3
"""Writes fuzzing seeds from the WebAuthn test vectors: attestation objects,
authenticator data, COSE keys and small CBOR items, one file each.

    seed_webauthn.py VECTORS.json OUT_FOLDER
"""
import base64
import json
import os
import sys


def unb64(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def main():
    vectors, out = sys.argv[1], sys.argv[2]
    with open(vectors) as handle:
        data = json.load(handle)
    seeds = {"cbor": [], "authdata": [], "attestation": []}
    for case in data["registrations"]:
        try:
            obj = unb64(case["response"]["response"]["attestationObject"])
        except Exception:
            continue
        seeds["attestation"].append(obj)
        seeds["cbor"].append(obj)
        seeds["authdata"].append(unb64(case["response"]["response"]["authenticatorData"]))
    for case in data["authentications"]:
        seeds["authdata"].append(unb64(case["response"]["response"]["authenticatorData"]))
        seeds["cbor"].append(unb64(case["credential"]["publicKey"]))
    seeds["cbor"] += [bytes.fromhex(h) for h in ["00", "20", "1bffffffffffffffff", "a0", "80", "f5", "f6", "6161", "4100", "a201020326"]]
    for target, items in seeds.items():
        folder = os.path.join(out, target)
        os.makedirs(folder, exist_ok=True)
        for index, item in enumerate(items):
            with open(os.path.join(folder, "seed-%03d" % index), "wb") as handle:
                handle.write(item)
        print("%s: %d seeds" % (target, len(items)))


if __name__ == "__main__":
    main()
