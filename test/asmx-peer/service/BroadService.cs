// A broad ASMX service (issue #43, "How to prove it"): what ASMX services use beyond the School
// contract, each method an echo or a small computation whose C# semantics are easy to state, so
// test/asmx-peer/broad-service.test.ts can check them through the client and server generated from
// the WSDL ASMX publishes here: void and one-way methods, out and ref parameters, SOAP headers in
// and out, xsi:type polymorphism over an abstract class, attributes, simpleContent, choices,
// nullable values, [Flags] enums, jagged arrays, byte[], Guid, char, TimeSpan, object and every
// primitive at its edges. Its own endpoint, api/broadservice.asmx.
using System;
using System.Globalization;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Broad
{
    [XmlInclude(typeof(Circle)), XmlInclude(typeof(Rect)), XmlInclude(typeof(Square))]
    public abstract class Shape
    {
        [XmlAttribute] public string Name;
    }

    public class Circle : Shape
    {
        public double Radius;
    }

    public class Rect : Shape
    {
        public double Width;
        public double Height;
    }

    // A derived type two levels down that adds nothing of its own.
    public class Square : Rect
    {
    }

    // simpleContent: attributes around a text value.
    public class Measure
    {
        [XmlAttribute] public string Unit;
        [XmlText] public decimal Value;
    }

    public class Label
    {
        [XmlAttribute] public string Text;
        [XmlAttribute] public int Rank;
        [XmlText] public string Value;
    }

    // A choice of elements told apart by their types.
    public class Contact
    {
        public string Name;
        [XmlElement("Email", typeof(string))]
        [XmlElement("Phone", typeof(long))]
        public object Reach;
    }

    // A choice of elements of one type, told apart by an identifier.
    public enum AddressKind { Home, Work }

    public class Address
    {
        [XmlChoiceIdentifier("Kind")]
        [XmlElement("Home")]
        [XmlElement("Work")]
        public string Where;
        [XmlIgnore] public AddressKind Kind;
    }

    // A repeated choice.
    public class Mixed
    {
        [XmlElement("Number", typeof(int))]
        [XmlElement("Text", typeof(string))]
        public object[] Items;
    }

    public class Maybe
    {
        public int? Count;
        public DateTime? When;
        public decimal? Amount;
    }

    [Flags]
    public enum Permissions { None = 0, Read = 1, Write = 2, Execute = 4 }

    public class Primitives
    {
        public bool Flag;
        public sbyte SByte;
        public byte Byte;
        public short Short;
        public ushort UShort;
        public int Int;
        public uint UInt;
        public long Long;
        public ulong ULong;
        public float Float;
        public double Double;
        public decimal Decimal;
        public char Char;
        public string Text;
        public Guid Id;
        public byte[] Bytes;
        public Permissions Permissions;
        public int[][] Rows;
    }

    public class Session : SoapHeader
    {
        public string Token;
        public int Sequence;
    }

    public class Receipt : SoapHeader
    {
        public string Echoed;
        public int Length;
    }

    [WebService(Namespace = "http://broad.example.org/")]
    [WebServiceBinding(ConformsTo = WsiProfiles.BasicProfile1_1)]
    public class BroadService : WebService
    {
        public Session session;
        public Receipt receipt;
        static string remembered;
        static string notified;

        [WebMethod] public bool EchoBool(bool x) { return x; }
        [WebMethod] public sbyte EchoSByte(sbyte x) { return x; }
        [WebMethod] public byte EchoByte(byte x) { return x; }
        [WebMethod] public short EchoShort(short x) { return x; }
        [WebMethod] public ushort EchoUShort(ushort x) { return x; }
        [WebMethod] public int EchoInt(int x) { return x; }
        [WebMethod] public uint EchoUInt(uint x) { return x; }
        [WebMethod] public long EchoLong(long x) { return x; }
        [WebMethod] public ulong EchoULong(ulong x) { return x; }
        [WebMethod] public float EchoFloat(float x) { return x; }
        [WebMethod] public double EchoDouble(double x) { return x; }
        [WebMethod] public decimal EchoDecimal(decimal x) { return x; }
        [WebMethod] public char EchoChar(char x) { return x; }
        [WebMethod] public string EchoString(string x) { return x; }
        [WebMethod] public Guid EchoGuid(Guid x) { return x; }
        [WebMethod] public byte[] EchoBytes(byte[] x) { return x; }
        [WebMethod] public TimeSpan EchoTimeSpan(TimeSpan x) { return x; }
        [WebMethod] public DateTime EchoDateTime(DateTime x) { return x; }
        [WebMethod] public object EchoObject(object x) { return x; }
        [WebMethod] public Primitives EchoPrimitives(Primitives x) { return x; }

        // Unchecked arithmetic: wraps around.
        [WebMethod] public long AddLong(long a, long b) { return unchecked(a + b); }
        [WebMethod] public ulong MultiplyULong(ulong a, ulong b) { return unchecked(a * b); }
        [WebMethod] public double Negate(double x) { return -x; }
        [WebMethod] public float Half(float x) { return x / 2; }
        // UTF-16 code units: an astral character counts 2.
        [WebMethod] public int Length(string s) { return s == null ? -1 : s.Length; }
        [WebMethod] public int CharCode(char c) { return c; }
        // Guid.ToString(): lower case, 8-4-4-4-12.
        [WebMethod] public string GuidText(Guid g) { return g.ToString(); }
        [WebMethod] public byte[] ReverseBytes(byte[] b)
        {
            if (b == null) return null;
            var r = (byte[])b.Clone();
            Array.Reverse(r);
            return r;
        }
        [WebMethod] public DateTime AddSeconds(DateTime d, double seconds) { return d.AddSeconds(seconds); }
        // The DateTimeKind ASMX read a dateTime as, and its round-trip text.
        [WebMethod] public string DateTimeKind(DateTime d) { return d.Kind + " " + d.ToString("o", CultureInfo.InvariantCulture); }
        [WebMethod] public string TypeOf(object o) { return o == null ? "null" : o.GetType().FullName; }

        [WebMethod] public Shape EchoShape(Shape s) { return s; }
        [WebMethod] public Shape[] EchoShapes(Shape[] shapes) { return shapes; }
        [WebMethod] public double Area(Shape s)
        {
            var circle = s as Circle;
            if (circle != null) return Math.PI * circle.Radius * circle.Radius;
            var rect = (Rect)s;
            return rect.Width * rect.Height;
        }
        [WebMethod] public string Describe(Shape s) { return s.GetType().Name + ":" + s.Name; }
        [WebMethod] public Shape MakeShape(string kind, double size)
        {
            if (kind == "circle") return new Circle { Name = kind, Radius = size };
            if (kind == "square") return new Square { Name = kind, Width = size, Height = size };
            return new Rect { Name = kind, Width = size, Height = 2 * size };
        }

        [WebMethod] public Measure EchoMeasure(Measure m) { return m; }
        [WebMethod] public Label EchoLabel(Label l) { return l; }
        [WebMethod] public Contact EchoContact(Contact c) { return c; }
        [WebMethod] public string Reach(Contact c) { return c.Reach is string ? "email " + c.Reach : c.Reach is long ? "phone " + c.Reach : "none"; }
        [WebMethod] public Address EchoAddress(Address a) { return a; }
        [WebMethod] public string DescribeAddress(Address a) { return a.Kind + " " + a.Where; }
        [WebMethod] public Mixed EchoMixed(Mixed m) { return m; }

        [WebMethod] public Maybe EchoMaybe(Maybe m) { return m; }
        [WebMethod] public int? Increment(int? x) { return x + 1; }
        [WebMethod] public DateTime? EchoNullableDateTime(DateTime? x) { return x; }

        [WebMethod] public Permissions EchoPermissions(Permissions p) { return p; }
        [WebMethod] public Permissions Grant(Permissions have, Permissions add) { return have | add; }

        [WebMethod] public int[][] EchoJagged(int[][] rows) { return rows; }
        [WebMethod] public int[] RowSums(int[][] rows)
        {
            var sums = new int[rows.Length];
            for (int i = 0; i < rows.Length; i++)
                foreach (var x in rows[i] ?? new int[0]) sums[i] = unchecked(sums[i] + x);
            return sums;
        }

        [WebMethod] public string[] Split(string s, out int count)
        {
            var parts = s.Split(',');
            count = parts.Length;
            return parts;
        }
        [WebMethod] public void Swap(ref int a, ref int b)
        {
            var t = a;
            a = b;
            b = t;
        }
        [WebMethod] public bool TryParseInt(string s, out int value)
        {
            return int.TryParse(s, NumberStyles.Integer, CultureInfo.InvariantCulture, out value);
        }
        [WebMethod] public void MinMax(int[] xs, out int min, out int max)
        {
            min = int.MaxValue;
            max = int.MinValue;
            foreach (var x in xs) { min = Math.Min(min, x); max = Math.Max(max, x); }
        }
        [WebMethod] public string Append(ref string text, string suffix)
        {
            var before = text;
            text = text + suffix;
            return before;
        }

        [WebMethod] public void Remember(string value) { remembered = value; }
        [WebMethod] public string Recall() { return remembered; }
        [WebMethod]
        [SoapDocumentMethod(OneWay = true)]
        public void Notify(string message) { notified = message; }
        [WebMethod] public string LastNotification() { return notified; }

        // The session header comes back with its Sequence one higher.
        [WebMethod]
        [SoapHeader("session", Direction = SoapHeaderDirection.InOut)]
        public string Touch(string note)
        {
            if (session == null) return "no session " + note;
            session.Sequence += 1;
            return session.Token + " " + note;
        }

        [WebMethod]
        [SoapHeader("receipt", Direction = SoapHeaderDirection.Out)]
        public int Stamp(string text)
        {
            receipt = new Receipt { Echoed = text, Length = text.Length };
            return text.Length;
        }
    }
}
