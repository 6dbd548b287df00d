"""Verifies signed SOAP envelopes with zeep's own WS-Security check (python3-xmlsec): the
BinarySignature check zeep runs on an answer, here on the generated client's requests.

Usage: zeep_verify.py; stdin: {"cases": {name: {"envelope": file, "cert": file}}}. Prints
{name: "ok" | repr(error)} as JSON.
"""
import json
import sys

from lxml import etree
from zeep.wsse.signature import _make_verify_key, _verify_envelope_with_key


def verify(envelope_file, cert_file):
    with open(envelope_file, "rb") as f:
        envelope = etree.fromstring(f.read(), etree.XMLParser(resolve_entities=False, no_network=True))
    with open(cert_file, "rb") as f:
        key = _make_verify_key(f.read())
    try:
        _verify_envelope_with_key(envelope, key)
        return "ok"
    except Exception as e:  # noqa: BLE001 - reported to the test as data
        return repr(e)


cases = json.load(sys.stdin)["cases"]
json.dump({name: verify(c["envelope"], c["cert"]) for name, c in cases.items()}, sys.stdout)
