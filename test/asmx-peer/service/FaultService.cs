// Faults as ASMX services throw them (issue #43, rule 5): SoapException with a code, an actor and a
// detail node, none of them declared in the WSDL (ASMX never writes wsdl:fault). Its own endpoint,
// api/faultservice.asmx, so the school service's WSDL stays as it is.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;

[WebService(Namespace = "urn:c")]
[WebServiceBinding(ConformsTo = WsiProfiles.BasicProfile1_1)]
public class FaultService : WebService
{
    static XmlNode Detail()
    {
        var doc = new XmlDocument();
        XmlNode detail = doc.CreateNode(XmlNodeType.Element, SoapException.DetailElementName.Name, SoapException.DetailElementName.Namespace);
        XmlNode info = doc.CreateNode(XmlNodeType.Element, "OrderFault", "urn:c");
        XmlNode code = doc.CreateNode(XmlNodeType.Element, "Code", "urn:c");
        code.InnerText = "NOT_FOUND";
        XmlNode id = doc.CreateNode(XmlNodeType.Element, "OrderId", "urn:c");
        id.InnerText = "7";
        info.AppendChild(code);
        info.AppendChild(id);
        detail.AppendChild(info);
        return detail;
    }

    [WebMethod]
    public string clientFault(string text)
    {
        throw new SoapException("Order 7 was not found.", SoapException.ClientFaultCode, "http://faults.example.org/orders", Detail());
    }

    [WebMethod]
    public string subcodeFault(string text)
    {
        var subcode = new SoapFaultSubCode(new XmlQualifiedName("Database", "urn:app"), new SoapFaultSubCode(new XmlQualifiedName("Timeout", "urn:app")));
        throw new SoapException("The database did not answer.", SoapException.ServerFaultCode, "urn:node", "urn:role", Detail(), subcode, null);
    }

    [WebMethod]
    public string plainFault(string text)
    {
        throw new SoapException("Plain & simple: <b class=\"x\">it's</b> \u00e9\u20ac.", SoapException.ServerFaultCode);
    }
}
