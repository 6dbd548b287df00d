// The types of the School Information Web Service contract, as ASMX serializes them. The domain
// types' fields are the ones the service behind the ASMX transcripts wrote (the spec shows none);
// every field is a string, as our reference implementation writes them.
using System.Web.Services.Protocols;
using System.Xml.Serialization;

/// <summary>The result envelope of every operation.</summary>
public class rtnObject
{
    public cStatus _status;
    public object[] _data;
}

public class cStatus
{
    public bool bln_Success;
    public ErrorDetail[] detail;
}

public class ErrorDetail
{
    public string code;
    public string desc;
}

/// <summary>The SOAP header every operation reads.</summary>
public class AuthHeader : SoapHeader
{
    public string Schoolname;
    public string Username;
    public string Password;
}

/// <summary>buildingGetList's choice of building kind, named `bt` in the schema (and in Mono's
/// messages as BuildingType, as transcript 39 shows).</summary>
[XmlType("bt")]
public enum BuildingType
{
    Academics,
    Athletics,
}

public class cAthleticSchedule
{
    public string GameDate;
    public string Sport;
    public string Opponent;
    public string IsPractice;
}

public class cUserAuditLog
{
    public string RoleID;
    public string ChangeDate;
    public string FieldName;
    public string uid;
}

public class cUser
{
    public string uid;
    public string hostid;
    public string FirstName;
    public string LastName;
}

public class cRole
{
    public string uid;
    public string RoleID;
    public string RoleName;
}

public class cPhone
{
    public string phone_id;
    public string uid;
    public string Number;
    public string PhoneType;
}
