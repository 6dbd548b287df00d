"""Calls every operation with Python's zeep on the ports named, and prints what zeep decoded.

Usage: zeep-results.py <WSDL URL> [<endpoint address>]; the address, when given, replaces the
WSDL's port addresses (so one WSDL can be used against two servers).
stdin: {"ports": [...], "calls": {op: {param: value}}, "auth": {...}}, dates as {"$date": "2024-05-01T00:00:00"}.
Prints {port: {op: answer}} as JSON: the answer as zeep.helpers.serialize_object gives it, dates as
{"$date": isoformat}, or {"error": "..."} for a call that failed.
"""
import datetime
import json
import sys

from zeep import Client
from zeep.helpers import serialize_object

NS = "http://schoolservice.example.org/api/"


def argument(v):
    if isinstance(v, dict) and "$date" in v:
        return datetime.datetime.fromisoformat(v["$date"])
    return v


def plain(v):
    if isinstance(v, (datetime.datetime, datetime.date)):
        return {"$date": v.isoformat()}
    if isinstance(v, dict):
        return {k: plain(x) for k, x in v.items()}
    if isinstance(v, list):
        return [plain(x) for x in v]
    return v


def main():
    request = json.load(sys.stdin)
    client = Client(sys.argv[1])
    header = client.get_element("{%s}AuthHeader" % NS)(**request["auth"])
    results = {}
    for port in request["ports"]:
        if len(sys.argv) > 2:
            service = client.create_service("{%s}%s" % (NS, port), sys.argv[2])
        else:
            service = client.bind("SchoolService", port)
        extra = {"_soapheaders": [header]} if port.startswith("SchoolServiceSoap") else {}
        results[port] = {}
        for op, params in request["calls"].items():
            try:
                answer = getattr(service, op)(**{k: argument(v) for k, v in params.items()}, **extra)
                results[port][op] = plain(serialize_object(answer, dict))
            except Exception as e:  # noqa: BLE001 - reported to the test as data
                results[port][op] = {"error": repr(e)}
    json.dump(results, sys.stdout)


main()
