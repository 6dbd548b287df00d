// One call of the test implementation, written once here and once in TypeScript
// (test/server/support/reference-implementation.ts): the first _data item echoes the parameters
// (in schema order, dates in .NET's round-trip form) and the AuthHeader; a wrong password is refused
// with the AUTH code and a violated stated requirement with the REQUIRED code, the echo included,
// as the service behind the ASMX transcripts answers.
using System;
using System.Collections.Generic;
using System.Globalization;

public sealed class Call
{
    private static readonly CultureInfo Invariant = CultureInfo.InvariantCulture;
    private readonly string echo;
    private readonly AuthHeader auth;
    private readonly Dictionary<string, object> values = new Dictionary<string, object>();
    private readonly List<ErrorDetail> refusals = new List<ErrorDetail>();

    /// <param name="namesAndValues">Each parameter's name, then its value, in schema order.</param>
    public Call(string operation, AuthHeader auth, params object[] namesAndValues)
    {
        this.auth = auth;
        var parts = new List<string> { operation };
        for (int i = 0; i < namesAndValues.Length; i += 2)
        {
            values[(string)namesAndValues[i]] = namesAndValues[i + 1];
            parts.Add(namesAndValues[i] + "=" + EchoText(namesAndValues[i + 1]));
        }
        parts.Add("auth=" + (auth == null ? "<none>" : auth.Schoolname + "/" + auth.Username + "/" + auth.Password));
        echo = string.Join(";", parts);
    }

    /// <summary>Each named parameter must be supplied (not absent, empty, 0 or DateTime.MinValue).</summary>
    public Call Required(params string[] names)
    {
        if (Array.Exists(names, n => !Supplied(values[n])))
            refusals.Add(Error("REQUIRED", Listed(names) + (names.Length > 1 ? " are" : " is") + " required."));
        return this;
    }

    public Call AtLeastOne(params string[] names)
    {
        if (!Array.Exists(names, n => Supplied(values[n])))
            refusals.Add(Error("REQUIRED", "At least one of " + Listed(names) + " is required."));
        return this;
    }

    /// <summary>The echo, then the items (made only when the call is not refused).</summary>
    public rtnObject Answer(Func<object[]> items)
    {
        if (auth != null && auth.Password != "secret")
            return Failure(Error("AUTH", "Authentication failed for user '" + auth.Username + "' at school '" + auth.Schoolname + "'."));
        if (refusals.Count > 0) return Failure(refusals.ToArray());
        var data = new List<object> { echo };
        data.AddRange(items());
        return new rtnObject { _status = new cStatus { bln_Success = true, detail = new ErrorDetail[0] }, _data = data.ToArray() };
    }

    /// <summary>The UTC wall-clock time of a DateTime to the millisecond, zone-less: 2024-05-01T10:00:00.12</summary>
    public static string Wall(DateTime d)
    {
        return WallDate(d).ToString("yyyy'-'MM'-'dd'T'HH':'mm':'ss.FFF", Invariant);
    }

    /// <summary>The UTC wall-clock time of a DateTime to the millisecond, as an unspecified DateTime.</summary>
    public static DateTime WallDate(DateTime d)
    {
        DateTime utc = d.Kind == DateTimeKind.Local ? d.ToUniversalTime() : d;
        return new DateTime(utc.Ticks - utc.Ticks % TimeSpan.TicksPerMillisecond, DateTimeKind.Unspecified);
    }

    private rtnObject Failure(params ErrorDetail[] details)
    {
        return new rtnObject { _status = new cStatus { bln_Success = false, detail = details }, _data = new object[] { echo } };
    }

    private static string EchoText(object value)
    {
        if (value == null) return "<null>";
        if (value is DateTime) return ((DateTime)value).ToString("o", Invariant);
        if (value is bool) return (bool)value ? "true" : "false";
        if (value is int) return ((int)value).ToString(Invariant);
        return value.ToString();
    }

    private static bool Supplied(object value)
    {
        if (value == null) return false;
        if (value is string) return ((string)value).Length > 0;
        if (value is int) return (int)value != 0;
        if (value is DateTime) return (DateTime)value != DateTime.MinValue;
        return true;
    }

    /// <summary>`A`, `A and B`, `A, B and C`.</summary>
    private static string Listed(string[] names)
    {
        if (names.Length == 1) return names[0];
        return string.Join(", ", names, 0, names.Length - 1) + " and " + names[names.Length - 1];
    }

    private static ErrorDetail Error(string code, string desc)
    {
        return new ErrorDetail { code = code, desc = desc };
    }
}
