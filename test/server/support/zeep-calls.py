"""Calls operations with Python's zeep, from the WSDL a server serves, on the ports named.

Usage: zeep-calls.py <endpoint URL>; stdin: {"ports": [...], "calls": {op: {param: value}}, "auth": {...}}
with dates as {"$date": "2024-05-01T00:00:00"}. Prints {port: {op: {"success", "items"}}} as JSON,
where items are the `_data` items as zeep reads them (strings, or null for objects it has no
fields for), or {"error": "..."} for a call that failed.
"""
import datetime
import json
import sys

from zeep import Client

NS = "http://schoolservice.example.org/api/"


def value(v):
    if isinstance(v, dict) and "$date" in v:
        return datetime.datetime.fromisoformat(v["$date"])
    return v


def main():
    request = json.load(sys.stdin)
    client = Client(sys.argv[1] + "?WSDL")
    header = client.get_element("{%s}AuthHeader" % NS)(**request["auth"])
    results = {}
    for port in request["ports"]:
        service = client.bind("SchoolService", port)
        extra = {"_soapheaders": [header]} if port.startswith("SchoolServiceSoap") else {}
        results[port] = {}
        for op, params in request["calls"].items():
            try:
                answer = getattr(service, op)(**{k: value(v) for k, v in params.items()}, **extra)
                items = answer["_data"]["anyType"] if answer["_data"] is not None else []
                results[port][op] = {"success": answer["_status"]["bln_Success"], "items": [i if isinstance(i, str) else None for i in items]}
            except Exception as e:  # noqa: BLE001 - reported to the test as data
                results[port][op] = {"error": repr(e)}
    json.dump(results, sys.stdout)


main()
