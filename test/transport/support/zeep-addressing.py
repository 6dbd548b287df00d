"""Calls eventGet with Python's zeep and its WS-Addressing plugin, from the WSDL a server serves.

Usage: zeep-addressing.py <endpoint URL>; stdin: {"port": "...", "auth": {...}, "EventID": n}.
Prints {"sent": envelope, "received": envelope, "items": [...]} as JSON: the envelopes zeep sent and
received (its history), and the `_data` items it read.
"""
import json
import sys

from lxml import etree
from zeep import Client
from zeep.plugins import HistoryPlugin
from zeep.wsa import WsAddressingPlugin

NS = "http://schoolservice.example.org/api/"


def main():
    request = json.load(sys.stdin)
    history = HistoryPlugin()
    client = Client(sys.argv[1] + "?WSDL", plugins=[WsAddressingPlugin(), history])
    header = client.get_element("{%s}AuthHeader" % NS)(**request["auth"])
    service = client.bind("SchoolService", request["port"])
    answer = service.eventGet(EventID=request["EventID"], _soapheaders=[header])
    items = answer["_data"]["anyType"] if answer["_data"] is not None else []
    json.dump(
        {
            "sent": etree.tostring(history.last_sent["envelope"]).decode(),
            "received": etree.tostring(history.last_received["envelope"]).decode(),
            "items": [i if isinstance(i, str) else None for i in items],
        },
        sys.stdout,
    )


main()
