#!/usr/bin/env python3
"""Builds WebAuthn registrations and assertions byte by byte, independently of HaapiKit.

Keys and signatures come from the Python `cryptography` package; the CBOR, the
authenticator data, the attestation objects and clientDataJSON are written here by
hand. Each case is either valid or differs from a valid one in exactly one way, and
is signed again after the change, so that only the check it names can refuse it.

    python3 make_vectors.py --out ../Resources/vectors.json

The Swift tests read the committed file (HaapiWebAuthnTests/RelyingPartyVectorTests)
and, when python3 and cryptography are present, a freshly made one.
"""

import argparse
import base64
import hashlib
import json
import os
import struct

import cryptography
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, padding, rsa

RP_ID = "login.example.com"
ORIGIN = "https://login.example.com"


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


# --- CBOR (RFC 8949), CTAP2 canonical -----------------------------------------------

def cbor_head(major: int, value: int) -> bytes:
    if value < 24:
        return bytes([major << 5 | value])
    if value < 0x100:
        return bytes([major << 5 | 24, value])
    if value < 0x10000:
        return bytes([major << 5 | 25]) + struct.pack(">H", value)
    if value < 0x100000000:
        return bytes([major << 5 | 26]) + struct.pack(">I", value)
    return bytes([major << 5 | 27]) + struct.pack(">Q", value)


def cbor(value) -> bytes:
    if value is True:
        return b"\xf5"
    if value is False:
        return b"\xf4"
    if value is None:
        return b"\xf6"
    if isinstance(value, int):
        return cbor_head(0, value) if value >= 0 else cbor_head(1, -1 - value)
    if isinstance(value, bytes):
        return cbor_head(2, len(value)) + value
    if isinstance(value, str):
        encoded = value.encode("utf-8")
        return cbor_head(3, len(encoded)) + encoded
    if isinstance(value, list):
        return cbor_head(4, len(value)) + b"".join(cbor(item) for item in value)
    if isinstance(value, dict):
        entries = sorted(((cbor(k), cbor(v)) for k, v in value.items()),
                         key=lambda entry: (entry[0][0] >> 5, len(entry[0]), entry[0]))
        return cbor_head(5, len(entries)) + b"".join(k + v for k, v in entries)
    raise TypeError(type(value))


# --- Keys ----------------------------------------------------------------------------

class ES256:
    alg = -7

    def __init__(self):
        self.private = ec.generate_private_key(ec.SECP256R1())

    def cose(self) -> dict:
        numbers = self.private.public_key().public_numbers()
        return {1: 2, 3: -7, -1: 1, -2: numbers.x.to_bytes(32, "big"), -3: numbers.y.to_bytes(32, "big")}

    def sign(self, data: bytes) -> bytes:
        return self.private.sign(data, ec.ECDSA(hashes.SHA256()))

    def spki(self) -> bytes:
        return self.private.public_key().public_bytes(
            serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)


class RS256:
    alg = -257

    def __init__(self):
        self.private = rsa.generate_private_key(public_exponent=65537, key_size=2048)

    def cose(self) -> dict:
        numbers = self.private.public_key().public_numbers()
        return {1: 3, 3: -257, -1: numbers.n.to_bytes(256, "big"), -2: numbers.e.to_bytes(3, "big")}

    def sign(self, data: bytes) -> bytes:
        return self.private.sign(data, padding.PKCS1v15(), hashes.SHA256())

    def spki(self) -> bytes:
        return self.private.public_key().public_bytes(
            serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)


class EdDSA:
    alg = -8

    def __init__(self):
        self.private = ed25519.Ed25519PrivateKey.generate()

    def cose(self) -> dict:
        raw = self.private.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
        return {1: 1, 3: -8, -1: 6, -2: raw}

    def sign(self, data: bytes) -> bytes:
        return self.private.sign(data)

    def spki(self) -> bytes:
        return self.private.public_key().public_bytes(
            serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)


# --- WebAuthn structures -------------------------------------------------------------

UP, UV, BE, BS, AT, ED = 0x01, 0x04, 0x08, 0x10, 0x40, 0x80


def client_data(kind: str, challenge: bytes, origin: str = ORIGIN, cross_origin: bool = False) -> bytes:
    # The member order and spelling of WebAuthn Level 3 §5.8.1.1; the values need no escaping.
    text = '{"type":%s,"challenge":%s,"origin":%s,"crossOrigin":%s}' % (
        json.dumps(kind), json.dumps(b64url(challenge)), json.dumps(origin), "true" if cross_origin else "false")
    return text.encode("utf-8")


def authenticator_data(flags: int, sign_count: int, attested: bytes = b"", rp_id: str = RP_ID) -> bytes:
    return hashlib.sha256(rp_id.encode()).digest() + bytes([flags]) + struct.pack(">I", sign_count) + attested


def attested_data(credential_id: bytes, cose_key: bytes, aaguid: bytes = bytes(16)) -> bytes:
    return aaguid + struct.pack(">H", len(credential_id)) + credential_id + cose_key


def attestation_object(auth_data: bytes, fmt: str = "none", statement=None) -> bytes:
    return cbor({"fmt": fmt, "attStmt": statement or {}, "authData": auth_data})


def self_signed_certificate(key: ES256) -> bytes:
    from cryptography import x509
    from cryptography.x509.oid import NameOID
    import datetime
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "HaapiKit test attestation")])
    now = datetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc)
    certificate = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
                   .public_key(key.private.public_key()).serial_number(1)
                   .not_valid_before(now).not_valid_after(now + datetime.timedelta(days=3650))
                   .sign(key.private, hashes.SHA256()))
    return certificate.public_bytes(serialization.Encoding.DER)


# --- Registrations -------------------------------------------------------------------

def registration(name, expect=None, key=None, user_verification="required", flags=UP | UV | AT, **change):
    key = key or ES256()
    challenge = os.urandom(32)
    user_handle = os.urandom(16)
    credential_id = change.get("credential_id", os.urandom(32))
    cose_key = change.get("cose_key", cbor(key.cose()))
    attested = attested_data(change.get("attested_id", credential_id), cose_key)
    if "attested" in change:
        attested = change["attested"]
    auth_data = authenticator_data(flags, change.get("sign_count", 0), attested, change.get("rp_id", RP_ID))
    auth_data += change.get("auth_data_suffix", b"")
    clientdata = change.get("client_data") or client_data(
        change.get("type", "webauthn.create"), change.get("signed_challenge", challenge),
        change.get("origin", ORIGIN), change.get("cross_origin", False))
    statement = change.get("statement", {})
    if callable(statement):
        statement = statement(key, auth_data, clientdata)
    obj = change.get("object") or attestation_object(auth_data, change.get("fmt", "none"), statement)
    if callable(obj):
        obj = obj(auth_data)
    credential_id_text = b64url(credential_id)
    case = {
        "name": name,
        "expect": expect,
        "challenge": b64url(challenge),
        "userVerification": user_verification,
        "userHandle": b64url(user_handle),
        "response": {
            "id": change.get("id", credential_id_text),
            "rawId": credential_id_text,
            "type": change.get("credential_type", "public-key"),
            "response": {
                "clientDataJSON": b64url(clientdata),
                "attestationObject": change.get("object_text", b64url(obj)),
                "authenticatorData": b64url(auth_data),
                "transports": ["internal", "hybrid"],
                "publicKey": b64url(key.spki()),
                "publicKeyAlgorithm": key.alg,
            },
            "authenticatorAttachment": "platform",
            "clientExtensionResults": {},
        },
    }
    if "allowed_algorithms" in change:
        case["allowedAlgorithms"] = change["allowed_algorithms"]
    return case


def packed_statement(key, auth_data, clientdata):
    return {"alg": key.alg, "sig": key.sign(auth_data + hashlib.sha256(clientdata).digest())}


def u2f_statement(key, auth_data, clientdata):
    return {"sig": key.sign(auth_data + hashlib.sha256(clientdata).digest()), "x5c": [self_signed_certificate(key)]}


def nested(depth):
    value = 0
    for _ in range(depth):
        value = [value]
    return value


def registrations():
    es = ES256()
    not_on_curve = dict(es.cose())
    not_on_curve[-3] = bytes(31) + b"\x01"
    short_x = dict(es.cose())
    short_x[-2] = short_x[-2][1:]
    rsa_kty = dict(es.cose())
    rsa_kty[1] = 3
    return [
        registration("valid ES256 registration with user verification"),
        registration("valid RS256 registration with user verification", key=RS256()),
        registration("valid ES256 registration, presence only, verification preferred",
                     user_verification="preferred", flags=UP | AT),
        registration("valid ES256 registration of a synced passkey (BE and BS)", flags=UP | UV | AT | BE | BS),
        registration("credential type is not public-key", "wrongCredentialType", credential_type="password"),
        registration("id differs from rawId", "credentialIDMismatch", id=b64url(os.urandom(32))),
        registration("attested credential ID differs from rawId", "credentialIDMismatch", attested_id=os.urandom(32)),
        registration("clientDataJSON is not JSON", "clientDataNotJSON", client_data=b"<html>not json</html>"),
        registration("clientDataJSON has no challenge", "clientDataNotJSON",
                     client_data=b'{"type":"webauthn.create","origin":"https://login.example.com"}'),
        registration("clientDataJSON type is webauthn.get", "wrongClientDataType", type="webauthn.get"),
        registration("challenge of another ceremony", "challengeMismatch", signed_challenge=os.urandom(32)),
        registration("origin of another site", "originNotAllowed", origin="https://login.example.com.evil.test"),
        registration("ceremony in a cross-origin frame", "crossOrigin", cross_origin=True),
        registration("rpIdHash of another relying party", "rpIDHashMismatch", rp_id="evil.test"),
        registration("user-present flag missing", "userNotPresent", flags=UV | AT),
        registration("user-verified flag missing although required", "userNotVerified", flags=UP | AT),
        registration("backed up (BS) without backup eligibility (BE)", "malformedAuthenticatorData", flags=UP | UV | AT | BS),
        registration("no attested credential data", "missingAttestedCredentialData", flags=UP | UV, attested=b""),
        registration("credential ID of 1024 bytes", "credentialIDTooLong", credential_id=os.urandom(1024)),
        registration("EdDSA key (algorithm -8)", "unsupportedAlgorithm", key=EdDSA()),
        registration("ES256 key, relying party accepts only RS256", "unsupportedAlgorithm", allowed_algorithms=[-257]),
        registration("EC2 point not on P-256", "malformedPublicKey", cose_key=cbor(not_on_curve)),
        registration("EC2 x coordinate of 31 bytes", "malformedPublicKey", cose_key=cbor(short_x)),
        registration("ES256 algorithm with RSA key type", "malformedPublicKey", cose_key=cbor(rsa_kty)),
        registration("packed attestation", "unsupportedAttestationFormat", fmt="packed", statement=packed_statement),
        registration("fido-u2f attestation", "unsupportedAttestationFormat", fmt="fido-u2f", statement=u2f_statement),
        registration("none attestation with a statement", "invalidAttestationStatement", statement={"alg": -7}),
        registration("attestation object truncated", "malformedAttestationObject",
                     object=lambda auth: attestation_object(auth)[:-10]),
        registration("attestation object with trailing bytes", "malformedAttestationObject",
                     object=lambda auth: attestation_object(auth) + b"\x00"),
        registration("attestation object with a duplicate key", "malformedAttestationObject",
                     object=lambda auth: b"\xa4" + cbor("fmt") + cbor("none") + cbor("fmt") + cbor("none")
                     + cbor("attStmt") + cbor({}) + cbor("authData") + cbor(auth)),
        registration("attestation object of indefinite length", "malformedAttestationObject",
                     object=lambda auth: b"\xbf" + cbor("fmt") + cbor("none") + cbor("attStmt") + cbor({})
                     + cbor("authData") + cbor(auth) + b"\xff"),
        registration("attestation object nested past the limit", "malformedAttestationObject",
                     statement={"x": nested(40)}),
        registration("attestation object declaring a 4 GiB byte string", "malformedAttestationObject",
                     object=lambda auth: b"\xa3" + cbor("fmt") + cbor("none") + cbor("attStmt") + cbor({})
                     + cbor("authData") + b"\x5a\xff\xff\xff\xff" + auth),
        registration("attestation object with a length not in shortest form", "malformedAttestationObject",
                     object=lambda auth: b"\xb8\x03" + cbor("fmt") + cbor("none") + cbor("attStmt") + cbor({})
                     + cbor("authData") + cbor(auth)),
        registration("attestation object with a tag", "malformedAttestationObject",
                     object=lambda auth: b"\xd8\x18" + attestation_object(auth)),
        registration("attestation object with an extra member", "malformedAttestationObject",
                     object=lambda auth: cbor({"fmt": "none", "attStmt": {}, "authData": auth, "epAtt": True})),
        registration("authenticator data cut inside the COSE key", "malformedAuthenticatorData",
                     object=lambda auth: attestation_object(auth[:-20])),
        registration("authenticator data with trailing bytes", "malformedAuthenticatorData", auth_data_suffix=b"\x00\x00"),
        registration("attestationObject is not base64url", "notBase64URL", object_text="not base64url!"),
    ]


# --- Assertions ----------------------------------------------------------------------

def authentication(name, expect=None, key=None, user_verification="required", flags=UP | UV, **change):
    key = key or ES256()
    credential_id = os.urandom(32)
    user_handle = os.urandom(16)
    challenge = os.urandom(32)
    sign_count = change.get("sign_count", 8)
    auth_data = authenticator_data(flags, sign_count, rp_id=change.get("rp_id", RP_ID)) + change.get("auth_data_suffix", b"")
    if "auth_data_cut" in change:
        auth_data = auth_data[:change["auth_data_cut"]]
    clientdata = change.get("client_data") or client_data(
        change.get("type", "webauthn.get"), change.get("signed_challenge", challenge),
        change.get("origin", ORIGIN), change.get("cross_origin", False))
    signed = change.get("signed_data", auth_data + hashlib.sha256(clientdata).digest())
    signature = change.get("signature") or key.sign(signed)
    response_handle = change.get("response_user_handle", user_handle)
    case = {
        "name": name,
        "expect": expect,
        "challenge": b64url(challenge),
        "userVerification": user_verification,
        "expectedUserHandle": b64url(change["expected_user_handle"]) if change.get("expected_user_handle") else None,
        "credential": {
            "id": b64url(credential_id),
            "userHandle": b64url(user_handle),
            "publicKey": b64url(cbor(key.cose())),
            "algorithm": key.alg,
            "signCount": change.get("stored_sign_count", 7),
        },
        "response": {
            "id": change.get("id", b64url(change.get("raw_id", credential_id))),
            "rawId": b64url(change.get("raw_id", credential_id)),
            "type": change.get("credential_type", "public-key"),
            "response": {
                "clientDataJSON": b64url(clientdata),
                "authenticatorData": b64url(auth_data),
                "signature": change.get("signature_text", b64url(signature)),
                "userHandle": b64url(response_handle) if response_handle is not None else None,
            },
            "authenticatorAttachment": "platform",
            "clientExtensionResults": {},
        },
    }
    if change.get("named_user"):
        case["expectedUserHandle"] = case["credential"]["userHandle"]
    return case


def authentications():
    return [
        authentication("valid ES256 assertion, discoverable"),
        authentication("valid RS256 assertion, discoverable", key=RS256()),
        authentication("valid ES256 assertion for a named user, no userHandle", named_user=True, response_user_handle=None),
        authentication("valid ES256 assertion, presence only, verification preferred",
                       user_verification="preferred", flags=UP),
        authentication("valid assertion of an authenticator without a counter", sign_count=0, stored_sign_count=0),
        authentication("credential type is not public-key", "wrongCredentialType", credential_type="password"),
        authentication("id differs from rawId", "credentialIDMismatch", id=b64url(os.urandom(32))),
        authentication("assertion of another credential", "credentialIDMismatch", raw_id=os.urandom(32)),
        authentication("clientDataJSON is not JSON", "clientDataNotJSON", client_data=b"\xff\xfe not json"),
        authentication("clientDataJSON type is webauthn.create", "wrongClientDataType", type="webauthn.create"),
        authentication("challenge of another ceremony", "challengeMismatch", signed_challenge=os.urandom(32)),
        authentication("origin of another site", "originNotAllowed", origin="https://evil.test"),
        authentication("ceremony in a cross-origin frame", "crossOrigin", cross_origin=True),
        authentication("rpIdHash of another relying party", "rpIDHashMismatch", rp_id="evil.test"),
        authentication("user-present flag missing", "userNotPresent", flags=UV),
        authentication("user-verified flag missing although required", "userNotVerified", flags=UP),
        authentication("ES256 signature over other data", "badSignature", signed_data=b"other data"),
        authentication("RS256 signature over other data", "badSignature", key=RS256(), signed_data=b"other data"),
        authentication("signature that is not DER", "badSignature", signature=os.urandom(64)),
        authentication("counter going backwards", "signCountRegressed", sign_count=5, stored_sign_count=10),
        authentication("counter not rising", "signCountRegressed", sign_count=7, stored_sign_count=7),
        authentication("counter back to zero", "signCountRegressed", sign_count=0, stored_sign_count=7),
        authentication("userHandle of another user", "credentialOfAnotherUser", response_user_handle=os.urandom(16)),
        authentication("credential of another user than the one named", "credentialOfAnotherUser",
                       expected_user_handle=os.urandom(16), response_user_handle=None),
        authentication("discoverable sign-in without userHandle", "userHandleMissing", response_user_handle=None),
        authentication("authenticator data cut short", "malformedAuthenticatorData", auth_data_cut=36),
        authentication("authenticator data with trailing bytes", "malformedAuthenticatorData", auth_data_suffix=b"\xa0"),
        authentication("signature is not base64url", "notBase64URL", signature_text="+/="),
    ]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, help="where to write the vectors (JSON)")
    arguments = parser.parse_args()
    vectors = {
        "generator": "make_vectors.py with Python cryptography %s" % cryptography.__version__,
        "rpId": RP_ID,
        "origin": ORIGIN,
        "registrations": registrations(),
        "authentications": authentications(),
    }
    with open(arguments.out, "w") as output:
        json.dump(vectors, output, indent=1)
        output.write("\n")


if __name__ == "__main__":
    main()
