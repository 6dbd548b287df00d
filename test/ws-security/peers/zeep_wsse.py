"""Calls a generated server with Python's zeep and its WS-Security (python3-xmlsec).

Usage: zeep_wsse.py; stdin: {"tokens": url, "signed": url, "port": "SchoolServiceSoap" or
"SchoolServiceSoap12", "user": ..., "password": ..., "signer": {"key", "cert"}, "server_cert": ...,
"other_cert": ...} (files). Prints {case: {"success": bool} | {"fault": code, "subcodes": [...]} |
{"error": repr}} as JSON.
"""
import datetime
import json
import sys

import xmlsec
from zeep import Client
from zeep.exceptions import Fault, SignatureVerificationFailed
from zeep.wsse.signature import BinarySignature, Signature, _make_verify_key, _verify_envelope_with_key
from zeep.wsse.username import UsernameToken
from zeep.wsse.utils import WSU, get_security_header


def checking_answers(cls, server_cert, *args, **kwargs):
    """A zeep signature class that signs as it does and verifies the answer with the server's
    certificate (zeep's own check, xmlsec), not with the signer's own as it would by default;
    with no certificate, checks nothing (a fault, which is not signed, is then read)."""

    class Checked(cls):
        def apply(self, envelope, headers):
            # A Timestamp first, which zeep then signs with the Body (the server requires it).
            now = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)
            get_security_header(envelope).append(
                WSU.Timestamp(
                    WSU.Created(now.isoformat().replace("+00:00", "Z")),
                    WSU.Expires((now + datetime.timedelta(minutes=5)).isoformat().replace("+00:00", "Z")),
                )
            )
            return super().apply(envelope, headers)

        def verify(self, envelope):
            if server_cert is None:
                return envelope
            with open(server_cert, "rb") as f:
                _verify_envelope_with_key(envelope, _make_verify_key(f.read()))
            return envelope

    return Checked(*args, **kwargs)


def call(url, port, wsse):
    client = Client(url + "?WSDL", wsse=wsse)
    service = client.bind("SchoolService", port)
    try:
        answer = service.eventGet(EventID=5)
        return {"success": answer["_status"]["bln_Success"]}
    except Fault as e:
        return {"fault": e.code, "subcodes": [str(s) for s in (e.subcodes or [])]}
    except SignatureVerificationFailed:
        return {"error": "SignatureVerificationFailed"}
    except Exception as e:  # noqa: BLE001 - reported to the test as data
        return {"error": repr(e)}


def main():
    r = json.load(sys.stdin)
    port, signer = r["port"], r["signer"]
    sha256 = {"signature_method": xmlsec.Transform.RSA_SHA256, "digest_method": xmlsec.Transform.SHA256}
    results = {
        "text": call(r["tokens"], port, UsernameToken(r["user"], r["password"])),
        "digest": call(r["tokens"], port, UsernameToken(r["user"], r["password"], use_digest=True)),
        "wrong-digest": call(r["tokens"], port, UsernameToken(r["user"], "wrong", use_digest=True)),
        "signature": call(
            r["signed"], port, checking_answers(Signature, r["server_cert"], signer["key"], signer["cert"])
        ),
        "binary-signature-sha256": call(
            r["signed"],
            port,
            checking_answers(BinarySignature, r["server_cert"], signer["key"], signer["cert"], **sha256),
        ),
        "answer-checked-with-other-cert": call(
            r["signed"], port, checking_answers(BinarySignature, r["other_cert"], signer["key"], signer["cert"])
        ),
        "untrusted-signer": call(
            r["signed"],
            port,
            checking_answers(BinarySignature, None, r["untrusted"]["key"], r["untrusted"]["cert"]),
        ),
    }
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
