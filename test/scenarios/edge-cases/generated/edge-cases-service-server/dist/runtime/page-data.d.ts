// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * What the generated `service-pages.ts` states about the contract for the service pages: names,
 * documentation, the parameters as the table and the test form show them, and the shapes of the
 * sample messages (each complex type once, by name, as the messages refer to it). Text is as the
 * contract says it: the runtime escapes it when it renders the HTML (page-html.ts,
 * sample-messages.ts). An optional property left out means the usual case, as its note says.
 */
export interface ServicePages {
    /** The service's name and documentation. */
    name: string;
    documentation?: string;
    /** The contract's target namespace: the namespace of every sample element that names none. */
    namespace: string;
    /** The host the sample requests name: the contract's address's, else localhost. */
    host: string;
    /** Whether the server answers `?WSDL` (the service page links to it). */
    wsdl: boolean;
    /**
     * How many elements a sample message shows at most (the rest are left out, and it says so);
     * 0: the samples are left out, this contract's being too large to keep (the sample budget), and
     * so is what only they show: `types`, the operations' `wrapper`, `response` and `httpResponse`,
     * the elements' `ns`, `text` and `of`.
     */
    sampleElements: number;
    /** The test form's script. */
    formScript: string;
    /** The header whose text fields the test form has (the credentials), when there is one. */
    auth?: {
        header: string;
        fields: readonly FormFieldName[];
    };
    /** The contract's SOAP headers, by the names the operations use. */
    headers: Readonly<Record<string, HeaderFacts>>;
    operations: readonly OperationFacts[];
    /** The complex types the samples show, by the names their elements use. */
    types: Readonly<Record<string, SampleType>>;
    /** What each SOAP binding's WS-SecurityPolicy asks for, in words (`SOAP 1.1: a timestamp, ...`). */
    securityPolicy?: readonly string[];
    /** The contract's manifest (served as written), when the service was generated from one. */
    manifest?: string;
}
export interface OperationFacts {
    /** The published name (`?op=<name>`, the HTTP GET/POST path). */
    name: string;
    /** The generated client's method for it, when not `name`. */
    method?: string;
    documentation?: string;
    soapAction: string;
    /** The request's parameters: the parameter table, the form's fields and the request's elements. */
    params: readonly Param[];
    /** What the contract states beside the schema: `required`, or `atLeastOne` of the params. */
    requirements?: readonly {
        kind: "required" | "atLeastOne";
        params: readonly string[];
    }[];
    /** The SOAP headers of the request, by name among the pages' headers. */
    headers?: readonly string[];
    /** The request's element holding the parameters (document/literal wrapped, rpc); absent: bare. */
    wrapper?: Wrapper;
    /** The SOAP response; absent for a one-way operation (answered `202 Accepted`). */
    response?: SampleBody;
    /**
     * The HTTP GET/POST answer's root element; `null`: any XML (ASMX's XmlElement); absent: no
     * document (a result of several elements), or no HTTP GET/POST binding.
     */
    httpResponse?: SampleElement | null;
}
/** A request or response body as the samples show it. */
export interface SampleBody {
    /** Its SOAP headers, by name among the pages' headers. */
    headers?: readonly string[];
    wrapper?: Wrapper;
    fields: readonly SampleElement[];
}
export interface Wrapper {
    name: string;
    /** Its namespace, when not the service's. */
    ns?: string;
}
/** An element of a sample message: a placeholder naming its type, or a complex type's elements. */
export interface SampleElement {
    name: string;
    /** Its namespace, when not the service's (`""`: none). */
    ns?: string;
    /** The placeholder it holds (`int`; an enumeration's values joined by "or"); absent and no `of`: empty. */
    text?: string;
    /** The complex type it holds, by name among the pages' types. */
    of?: string;
    /** Occurs more than once: the sample shows it twice. */
    repeated?: true;
}
/** A complex type's content in the samples. */
export interface SampleType {
    /** The type it extends, whose elements come first. */
    base?: string;
    attributes?: readonly {
        name: string;
        text: string;
    }[];
    /** Simple content: the placeholder of its text. */
    text?: string;
    fields?: readonly SampleElement[];
}
/** How the form's script turns a field's text into the client's parameter value. */
export type FieldKind = "string" | "number" | "bigint" | "boolean" | "dateTime" | "base64" | "json";
export interface FormFieldName {
    /** The element's name, the field's label. */
    name: string;
    /** Its property in the client's parameters, when not `name`. */
    key?: string;
}
export interface Param extends SampleElement, FormFieldName {
    /** Its type's name, as the parameter table shows it. */
    type: string;
    /** How the form reads it (`json`: a text area taking JSON). */
    kind: FieldKind;
    /** Required by the schema (minOccurs above 0). */
    required?: true;
    nillable?: true;
    /** An enumeration's values: the form offers them. */
    options?: readonly string[];
}
export interface HeaderFacts extends SampleElement {
    /** Its type's name, as the headers' table shows it. */
    type: string;
    documentation?: string;
}
