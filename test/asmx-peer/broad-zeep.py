"""Calls BroadService with Python's zeep on the SOAP ports named, and prints what zeep decoded.

Usage: broad-zeep.py <WSDL file> <endpoint address>; the address replaces the WSDL's, so one WSDL
serves against two servers.
stdin: {"ports": [...], "calls": [{"name", "op", "args": {...}, "headers": {...} | null}]}, with
tagged values: {"$int": "..."}, {"$float": "-0"}, {"$decimal": "..."}, {"$bytes": base64},
{"$datetime": isoformat}, {"$type": "Circle", ...fields} for an xsi:type value and
{"$any": [type, value]} for an xsd:anyType one (type as "xsd:int", "Circle").
Prints {port: {name: answer}}: zeep.helpers.serialize_object's answer in plain JSON (ints beyond
2**53 as "int:...", non-finite and negative-zero floats as "float:...", decimals as "decimal:...",
bytes as "bytes:<base64>", datetimes as "instant:<100-ns ticks since 0001-01-01>", the wall time
for a naive one), or {"error": "..."} for a call that failed.
"""
import base64
import datetime
import decimal
import json
import math
import sys

from zeep import Client, xsd
from zeep.helpers import serialize_object

NS = "http://broad.example.org/"
TYPE_NS = {"xsd": "http://www.w3.org/2001/XMLSchema", "ms": "http://microsoft.com/wsdl/types/"}
MS_TYPES = {"guid", "char"}


def argument(client, v):
    if isinstance(v, list):
        return [argument(client, x) for x in v]
    if not isinstance(v, dict):
        return v
    if "$int" in v:
        return int(v["$int"])
    if "$float" in v:
        return float(v["$float"])
    if "$decimal" in v:
        return decimal.Decimal(v["$decimal"])
    if "$bytes" in v:
        return base64.b64decode(v["$bytes"])
    if "$datetime" in v:
        return datetime.datetime.fromisoformat(v["$datetime"])
    if "$type" in v:
        fields = {k: argument(client, x) for k, x in v.items() if k != "$type"}
        return client.get_type("{%s}%s" % (NS, v["$type"]))(**fields)
    if "$any" in v:
        name, value = v["$any"]
        prefix, _, local = name.rpartition(":")
        ns = NS if not prefix else TYPE_NS["ms" if local in MS_TYPES else "xsd"]
        return xsd.AnyObject(client.get_type("{%s}%s" % (ns, local)), argument(client, value))
    return {k: argument(client, x) for k, x in v.items()}


def ticks(d):
    base = datetime.datetime(1, 1, 1, tzinfo=datetime.timezone.utc if d.tzinfo else None)
    delta = d - base
    return (delta.days * 86400 + delta.seconds) * 10_000_000 + delta.microseconds * 10


def plain(v):
    if isinstance(v, bool) or v is None or isinstance(v, str):
        return v
    if isinstance(v, int):
        return v if abs(v) <= 2**53 else "int:%d" % v
    if isinstance(v, float):
        if math.isnan(v):
            return "float:NaN"
        if math.isinf(v):
            return "float:INF" if v > 0 else "float:-INF"
        return "float:-0" if v == 0 and math.copysign(1, v) < 0 else v
    if isinstance(v, decimal.Decimal):
        return "decimal:" + format(v, "f")
    if isinstance(v, bytes):
        return "bytes:" + base64.b64encode(v).decode("ascii")
    if isinstance(v, datetime.datetime):
        return "instant:%d" % ticks(v)
    if isinstance(v, dict):
        return {k: plain(x) for k, x in v.items()}
    if isinstance(v, list):
        return [plain(x) for x in v]
    return repr(v)


def main():
    request = json.load(sys.stdin)
    client = Client(sys.argv[1])
    results = {}
    for port in request["ports"]:
        service = client.create_service("{%s}%s" % (NS, port), sys.argv[2])
        results[port] = {}
        for call in request["calls"]:
            extra = {}
            if call["headers"]:
                extra["_soapheaders"] = {k: argument(client, v) for k, v in call["headers"].items()}
            try:
                answer = getattr(service, call["op"])(**{k: argument(client, v) for k, v in call["args"].items()}, **extra)
                results[port][call["name"]] = plain(serialize_object(answer, dict))
            except Exception as e:  # noqa: BLE001 - reported to the test as data
                results[port][call["name"]] = {"error": repr(e)}
    json.dump(results, sys.stdout)


main()
