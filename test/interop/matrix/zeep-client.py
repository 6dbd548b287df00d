"""The matrix's zeep client: builds a zeep Client from our WSDL file, binds each port named to the
server's endpoint URL, calls every sample call, and prints each answer in the matrix's normal form.

Usage: zeep-client.py <wsdl path> <endpoint URL>; stdin: {"bindings": {binding: WSDL binding name},
"calls": {op: {param: value}}, "auth": {...}} with dates as {"$date": "2024-05-01T00:00:00Z"}.
Prints {binding: {op: {"success", "details", "items"} or {"error"}}} as JSON. zeep hands simple
items as Python values (typed here by their Python type) and items of the contract's field-less
complex types as None, so those come out as null.
"""
import datetime
import json
import sys

from zeep import Client

NS = "http://schoolservice.example.org/api/"


def value(v):
    if isinstance(v, dict) and "$date" in v:
        return datetime.datetime.fromisoformat(v["$date"].replace("Z", "+00:00"))
    return v


def date_text(d):
    text = d.strftime("%Y-%m-%dT%H:%M:%S")
    if d.microsecond:
        text += ("." + "%06d" % d.microsecond).rstrip("0")
    offset = d.utcoffset()
    if offset is not None:
        text += "Z" if offset == datetime.timedelta(0) else d.strftime("%z")[:3] + ":" + d.strftime("%z")[3:]
    return text


def item(i):
    if isinstance(i, bool):
        return {"type": "xsd:boolean", "text": "true" if i else "false"}
    if isinstance(i, int):
        return {"type": "xsd:int", "text": str(i)}
    if isinstance(i, str):
        return {"type": "xsd:string", "text": i}
    if isinstance(i, datetime.datetime):
        return {"type": "xsd:dateTime", "text": date_text(i)}
    return None


def normal(answer):
    status = answer["_status"]
    details = status["detail"]["ErrorDetail"] if status["detail"] is not None else []
    data = answer["_data"]["anyType"] if answer["_data"] is not None else []
    return {
        "success": status["bln_Success"],
        "details": [{k: v for k, v in (("code", d["code"]), ("desc", d["desc"])) if v is not None} for d in details],
        "items": [item(i) for i in data],
    }


def main():
    request = json.load(sys.stdin)
    client = Client(sys.argv[1])
    header = client.get_element("{%s}AuthHeader" % NS)(**request["auth"])
    results = {}
    for binding, name in request["bindings"].items():
        service = client.create_service("{%s}%s" % (NS, name), sys.argv[2])
        extra = {"_soapheaders": [header]} if binding.startswith("soap") else {}
        results[binding] = {}
        for op, params in request["calls"].items():
            try:
                answer = getattr(service, op)(**{k: value(v) for k, v in params.items()}, **extra)
                results[binding][op] = normal(answer)
            except Exception as e:  # noqa: BLE001 - reported to the matrix as data
                results[binding][op] = {"error": repr(e).split("\n")[0]}
    json.dump(results, sys.stdout)


main()
