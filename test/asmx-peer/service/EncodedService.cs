// rpc/encoded (SOAP section 5) as ASMX writes and reads it (issue #49): [SoapRpcService] makes
// every method rpc/encoded, its arrays SOAP-encoded (soapenc:Array), its structures multiRef
// elements referred to by href. Its own endpoint, api/encodedservice.asmx
// (test/asmx-peer/rpc-encoded.test.ts).
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

public class Person
{
    public string Name;
    public int Age;
    public string[] Tags;
    public Person Friend;
}

[WebService(Namespace = "http://encoded.example.org/")]
[SoapRpcService]
public class EncodedService : WebService
{
    [WebMethod]
    public string Greet(string name, int times)
    {
        var text = "";
        for (var i = 0; i < times; i++) text += (i == 0 ? "" : ", ") + "hello " + name;
        return text;
    }

    [WebMethod]
    public int Sum(int[] values)
    {
        var sum = 0;
        foreach (var v in values) sum += v;
        return sum;
    }

    [WebMethod]
    public Person EchoPerson(Person person)
    {
        return person;
    }

    // Ada's friend is Charles, whose friend is Ada: ASMX writes the cycle as two multiRefs.
    [WebMethod]
    public Person MakeCycle()
    {
        var ada = new Person { Name = "Ada", Age = 36, Tags = new[] { "math", "engines" } };
        var charles = new Person { Name = "Charles", Age = 41, Tags = new string[0], Friend = ada };
        ada.Friend = charles;
        return ada;
    }

    // Whether what ASMX read holds itself: its friend's friend is the same object.
    [WebMethod]
    public string DescribeCycle(Person person)
    {
        if (person == null) return "null";
        if (person.Friend == null) return person.Name + " has no friend";
        return person.Name + (ReferenceEquals(person.Friend.Friend, person) ? " is in a cycle" : " is in no cycle");
    }
}
