// The School Information Web Service as an ASP.NET ASMX service with the spec's signatures, answering
// as the test implementation (Call.cs) does. The descriptions are the ones of wsdl/schoolservice.wsdl,
// so the WSDL ASMX publishes documents the operations as ours does.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

[WebService(Namespace = "http://schoolservice.example.org/api/", Description = "A remote-operation interface to a school information system.")]
[WebServiceBinding(ConformsTo = WsiProfiles.BasicProfile1_1)]
[XmlInclude(typeof(cAthleticSchedule)), XmlInclude(typeof(cUserAuditLog)), XmlInclude(typeof(cUser)), XmlInclude(typeof(cRole)), XmlInclude(typeof(cPhone))]
public class SchoolService : WebService
{
    public AuthHeader AuthHeader;

    [WebMethod(Description = "Reads athletic schedules for the dates SDate to EDate. _data carries a cAthleticSchedule object (its fields are not shown); SDate and EDate are required, and the default of ShowPractice is not shown.")]
    [SoapHeader("AuthHeader")]
    public rtnObject athleticScheduleDateRangeGetList(DateTime SDate, DateTime EDate, bool ShowPractice)
    {
        return new Call("athleticScheduleDateRangeGetList", AuthHeader, "SDate", SDate, "EDate", EDate, "ShowPractice", ShowPractice)
            .Required("SDate", "EDate")
            .Answer(() =>
            {
                var game = new cAthleticSchedule { GameDate = Call.Wall(SDate), Sport = "Football", Opponent = "Central High", IsPractice = "false" };
                var practice = new cAthleticSchedule { GameDate = Call.Wall(EDate), Sport = "Football", Opponent = "", IsPractice = "true" };
                return ShowPractice ? new object[] { game, practice } : new object[] { game };
            });
    }

    [WebMethod(Description = "Reads athletic schedules, given GameDate. _data carries a cAthleticSchedule object (stated only by the parameter list and name pattern; its fields are not shown); GameDate is required, and the meaning of ND_FW and ND_BW and the default of ShowPractice are not shown.")]
    [SoapHeader("AuthHeader")]
    public rtnObject athleticScheduleGetList(DateTime GameDate, int ND_FW, int ND_BW, bool ShowPractice)
    {
        return new Call("athleticScheduleGetList", AuthHeader, "GameDate", GameDate, "ND_FW", ND_FW, "ND_BW", ND_BW, "ShowPractice", ShowPractice)
            .Required("GameDate")
            .Answer(() => new object[]
            {
                new cAthleticSchedule { GameDate = Call.Wall(GameDate.AddDays(-ND_BW)), Sport = "Basketball", Opponent = "West Valley", IsPractice = "false" },
                new cAthleticSchedule { GameDate = Call.Wall(GameDate.AddDays(ND_FW)), Sport = "Basketball", Opponent = "East Ridge", IsPractice = "false" },
            });
    }

    [WebMethod(Description = "Reads calendar events, given CategoryID, GroupTypeID, GroupID and the dates SDate and EDate. The kind of object carried in _data is not shown.")]
    [SoapHeader("AuthHeader")]
    public rtnObject eventGetList(int CategoryID, int GroupTypeID, int GroupID, DateTime SDate, DateTime EDate)
    {
        return new Call("eventGetList", AuthHeader, "CategoryID", CategoryID, "GroupTypeID", GroupTypeID, "GroupID", GroupID, "SDate", SDate, "EDate", EDate)
            .Answer(() => new object[] { Call.WallDate(SDate) });
    }

    [WebMethod(Description = "Reads a calendar event, given its identifier EventID. The kind of object carried in _data is not shown.")]
    [SoapHeader("AuthHeader")]
    public rtnObject eventGet(int EventID)
    {
        return new Call("eventGet", AuthHeader, "EventID", EventID).Answer(() => new object[] { EventID });
    }

    [WebMethod(Description = "Takes an event identifier, EventID; its name indicates removal. Its semantics beyond its name and parameter are not shown.")]
    [SoapHeader("AuthHeader")]
    public rtnObject eventDelete(int EventID)
    {
        return new Call("eventDelete", AuthHeader, "EventID", EventID).Answer(() => new object[] { true });
    }

    [WebMethod(Description = "Takes a date range (sDate, eDate) and two string inputs, sXML and sXMLIndex. Its semantics beyond its name and parameters, and the format and meaning of sXML and sXMLIndex, are not shown.")]
    [SoapHeader("AuthHeader")]
    public rtnObject eventRefresh(DateTime sDate, DateTime eDate, string sXML, string sXMLIndex)
    {
        return new Call("eventRefresh", AuthHeader, "sDate", sDate, "eDate", eDate, "sXML", sXML, "sXMLIndex", sXMLIndex)
            .Answer(() => new object[] { sXML == null ? 0 : sXML.Length });
    }

    [WebMethod(Description = "Takes a date range (sDate, eDate) and two string inputs, sXML and sXMLIndex. Its semantics beyond its name and parameters, and the format and meaning of sXML and sXMLIndex, are not shown.")]
    [SoapHeader("AuthHeader")]
    public rtnObject eventRefreshLastModifyUser(DateTime sDate, DateTime eDate, string sXML, string sXMLIndex)
    {
        return new Call("eventRefreshLastModifyUser", AuthHeader, "sDate", sDate, "eDate", eDate, "sXML", sXML, "sXMLIndex", sXMLIndex)
            .Answer(() => new object[] { sXML == null ? 0 : sXML.Length });
    }

    [WebMethod(Description = "Reads the calendar event categories; it takes no parameters. The kind of object carried in _data is not shown.")]
    [SoapHeader("AuthHeader")]
    public rtnObject eventCategoryGetList()
    {
        return new Call("eventCategoryGetList", AuthHeader).Answer(() => new object[] { "General" });
    }

    [WebMethod(Description = "Reads event categories, given the event identifier EventID. The kind of object carried in _data is not shown.")]
    [SoapHeader("AuthHeader")]
    public rtnObject eventCategoryGetListEventID(int EventID)
    {
        return new Call("eventCategoryGetListEventID", AuthHeader, "EventID", EventID).Answer(() => new object[] { "General" });
    }

    [WebMethod(Description = "Reads news items, given CategoryID and the dates SDate and EDate. The kind of object carried in _data is not shown.")]
    [SoapHeader("AuthHeader")]
    public rtnObject newsGetList(int CategoryID, DateTime SDate, DateTime EDate)
    {
        return new Call("newsGetList", AuthHeader, "CategoryID", CategoryID, "SDate", SDate, "EDate", EDate).Answer(() => new object[] { "School reopens" });
    }

    [WebMethod(Description = "Reads the news categories; it takes no parameters. The kind of object carried in _data is not shown.")]
    [SoapHeader("AuthHeader")]
    public rtnObject newsCategoryGetList()
    {
        return new Call("newsCategoryGetList", AuthHeader).Answer(() => new object[] { "Announcements" });
    }

    [WebMethod(Description = "Reads the profile-change audit log, given RoleID, StartDate and EndDate. _data carries a list of cUserAuditLog objects (their fields are not shown); RoleID and StartDate are required.")]
    [SoapHeader("AuthHeader")]
    public rtnObject ProfileChangeGet(string RoleID, DateTime StartDate, DateTime EndDate)
    {
        return new Call("ProfileChangeGet", AuthHeader, "RoleID", RoleID, "StartDate", StartDate, "EndDate", EndDate)
            .Required("RoleID", "StartDate")
            .Answer(() => new object[]
            {
                new cUserAuditLog { RoleID = RoleID, ChangeDate = Call.Wall(StartDate), FieldName = "LastName", uid = "101" },
                new cUserAuditLog { RoleID = RoleID, ChangeDate = Call.Wall(EndDate), FieldName = "Email", uid = "102" },
            });
    }

    [WebMethod(Description = "Searches users by LastName and FirstName. _data carries a list of cUser objects (their fields are not shown); at least one of the two name parameters must be supplied.")]
    [SoapHeader("AuthHeader")]
    public rtnObject userGetListSearch(string LastName, string FirstName)
    {
        return new Call("userGetListSearch", AuthHeader, "LastName", LastName, "FirstName", FirstName)
            .AtLeastOne("LastName", "FirstName")
            .Answer(() => new object[]
            {
                new cUser { uid = "101", hostid = "H101", FirstName = FirstName ?? "", LastName = LastName ?? "" },
                new cUser { uid = "102", hostid = "H102", FirstName = FirstName ?? "", LastName = LastName ?? "" },
            });
    }

    [WebMethod(Description = "Reads users, given ModifiedDate. _data carries a list of cUser objects (their fields are not shown); ModifiedDate is required.")]
    [SoapHeader("AuthHeader")]
    public rtnObject userGetListByModDate(DateTime ModifiedDate)
    {
        return new Call("userGetListByModDate", AuthHeader, "ModifiedDate", ModifiedDate)
            .Required("ModifiedDate")
            .Answer(() => new object[]
            {
                new cUser { uid = "201", hostid = "H201", FirstName = "Ada", LastName = "Lovelace" },
                new cUser { uid = "202", hostid = "H202", FirstName = "Alan", LastName = "Turing" },
            });
    }

    [WebMethod(Description = "Reads a user, given hostid. _data carries a single cUser object (its fields are not shown); hostid is required.")]
    [SoapHeader("AuthHeader")]
    public rtnObject userGetHostID(string hostid)
    {
        return new Call("userGetHostID", AuthHeader, "hostid", hostid)
            .Required("hostid")
            .Answer(() => new object[] { new cUser { uid = "301", hostid = hostid, FirstName = "Grace", LastName = "Hopper" } });
    }

    [WebMethod(Description = "Reads the roles of one user, given uid. _data carries a list of cRole objects (their fields are not shown); uid is required.")]
    [SoapHeader("AuthHeader")]
    public rtnObject roleGetListUserID(int uid)
    {
        return new Call("roleGetListUserID", AuthHeader, "uid", uid)
            .Required("uid")
            .Answer(() => new object[]
            {
                new cRole { uid = uid.ToString(), RoleID = "1", RoleName = "Teacher" },
                new cRole { uid = uid.ToString(), RoleID = "2", RoleName = "Coach" },
            });
    }

    [WebMethod(Description = "Reads a phone record, given uid. _data carries a cPhone object (its fields are not shown); uid is required.")]
    [SoapHeader("AuthHeader")]
    public rtnObject phoneUserGet(int uid)
    {
        return new Call("phoneUserGet", AuthHeader, "uid", uid)
            .Required("uid")
            .Answer(() => new object[] { new cPhone { phone_id = "77", uid = uid.ToString(), Number = "+1-555-0199", PhoneType = "Mobile" } });
    }

    [WebMethod(Description = "Reads a phone record, given phone_id. _data carries a cPhone object (its fields are not shown); phone_id is required.")]
    [SoapHeader("AuthHeader")]
    public rtnObject phoneGet(int phone_id)
    {
        return new Call("phoneGet", AuthHeader, "phone_id", phone_id)
            .Required("phone_id")
            .Answer(() => new object[] { new cPhone { phone_id = phone_id.ToString(), uid = "101", Number = "+1-555-0199", PhoneType = "Mobile" } });
    }

    [WebMethod(Description = "Reads buildings, given bt, a choice of Academics or Athletics (the spec does not show the exact literals or their casing). The kind of object carried in _data is not shown.")]
    [SoapHeader("AuthHeader")]
    public rtnObject buildingGetList(BuildingType bt)
    {
        return new Call("buildingGetList", AuthHeader, "bt", bt).Answer(() => new object[] { bt == BuildingType.Athletics ? "Field House" : "Main Hall" });
    }

    [WebMethod(Description = "Reads rooms, given BuildingID. The kind of object carried in _data is not shown.")]
    [SoapHeader("AuthHeader")]
    public rtnObject roomGetList(int BuildingID)
    {
        return new Call("roomGetList", AuthHeader, "BuildingID", BuildingID).Answer(() => new object[] { "Room 101" });
    }
}
