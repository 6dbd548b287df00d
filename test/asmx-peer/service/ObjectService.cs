// Results and parameters .NET's XmlSerializer writes in shapes of its own, as ASMX publishes them
// (test/asmx-peer/object-service.test.ts): a DataSet (`<s:any>` content, the HTTP answer rooted at
// `DataSet`), an XmlElement and a mixed XmlNode (the HTTP answer is the element itself), and
// `object` given a Guid or a char (`xsi:type="q1:guid"` in http://microsoft.com/wsdl/types/).
using System;
using System.Data;
using System.Web.Services;
using System.Xml;

[WebService(Namespace = "http://objects.example.org/")]
[WebServiceBinding(ConformsTo = WsiProfiles.BasicProfile1_1)]
public class ObjectService : WebService
{
    [WebMethod]
    public object Echo(object o)
    {
        return o;
    }

    [WebMethod]
    public object[] EchoAll(object[] items)
    {
        return items;
    }

    // What the value was read as: "System.Guid:…" for a Guid, "System.Xml.XmlNode[]:…" for what
    // ASMX did not read as a value of a type it knows.
    [WebMethod]
    public string Describe(object o)
    {
        return o == null ? "null" : o.GetType().FullName + ":" + o;
    }

    [WebMethod]
    public object MakeGuid()
    {
        return new Guid("3f2504e0-4f89-11d3-9a0c-0305e82c3301");
    }

    [WebMethod]
    public object MakeChar()
    {
        return 'A';
    }

    [WebMethod]
    public DataSet GetData()
    {
        var data = new DataSet("Things");
        var table = data.Tables.Add("Thing");
        table.Columns.Add("Id", typeof(int));
        table.Columns.Add("Name", typeof(string));
        table.Rows.Add(1, "one");
        table.Rows.Add(2, "two & <three>");
        return data;
    }

    [WebMethod]
    public DataSet GetNullData()
    {
        return null;
    }

    [WebMethod]
    public XmlElement GetXml()
    {
        var doc = new XmlDocument();
        doc.LoadXml("<note xmlns=\"urn:note\" id=\"a&gt;b\"><to>Tove</to><body><p>Hi</p><p /></body></note>");
        return doc.DocumentElement;
    }

    [WebMethod]
    public XmlElement GetNullXml()
    {
        return null;
    }

    [WebMethod]
    public XmlNode GetNode()
    {
        var doc = new XmlDocument();
        doc.LoadXml("<n:a xmlns:n=\"urn:n\">mixed <b>bold</b> tail<!-- c --></n:a>");
        return doc.DocumentElement;
    }
}
