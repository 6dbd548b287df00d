"""Python's zeep calls the files contract's operations against our server, which answers MTOM.

Usage: zeep-mtom.py <WSDL file> <endpoint address>
stdin: {"calls": [{"port": "Construct_soap11", "op": "download", "args": {...}}, ...]}
Prints [{"files": [{"name": ..., "size": ..., "sha256": ...}]} or {"error": "..."}, ...] as JSON:
zeep resolves the xop:Include elements itself, so each file's bytes are hashed as zeep decoded them.
"""
import hashlib
import json
import sys

from zeep import Client

NS = "urn:c"


def main():
    wsdl, address = sys.argv[1], sys.argv[2]
    client = Client(wsdl)
    out = []
    for call in json.load(sys.stdin)["calls"]:
        service = client.create_service("{%s}%s" % (NS, call["port"]), address)
        try:
            files = getattr(service, call["op"])(**call["args"])
            out.append(
                {
                    "files": [
                        {
                            "name": f.name,
                            "size": len(f.data),
                            "sha256": hashlib.sha256(f.data).hexdigest(),
                        }
                        for f in files
                    ]
                }
            )
        except Exception as err:  # noqa: BLE001 - reported to the test as the call's outcome
            out.append({"error": "%s: %s" % (type(err).__name__, err)})
    json.dump(out, sys.stdout)


main()
