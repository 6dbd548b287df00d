/** The namespaces a WSDL 1.1 document of an ASMX or WCF service uses. */
export const WSDL_NS = "http://schemas.xmlsoap.org/wsdl/";
export const SOAP11_BINDING_NS = "http://schemas.xmlsoap.org/wsdl/soap/";
export const SOAP12_BINDING_NS = "http://schemas.xmlsoap.org/wsdl/soap12/";
export const HTTP_BINDING_NS = "http://schemas.xmlsoap.org/wsdl/http/";
export const XSD_NS = "http://www.w3.org/2001/XMLSchema";
/** The namespaces of XML Schema's drafts (WSDL 1.1's own examples use the 2000/10 one), read as XSD_NS. */
export const XSD_DRAFT_NAMESPACES: readonly string[] = [
  "http://www.w3.org/2000/10/XMLSchema",
  "http://www.w3.org/1999/XMLSchema",
];
export const SOAP_ENCODING_NS = "http://schemas.xmlsoap.org/soap/encoding/";
export const XML_NS = "http://www.w3.org/XML/1998/namespace";
/** The stated-requirements extension (wsdl/README.md). */
export const CONTRACT_EXTENSION_NS = "urn:soap-ts-toolchain:contract";
/** Where ASMX declares `guid` and `char`. */
export const ASMX_TYPES_NS = "http://microsoft.com/wsdl/types/";
/** Where WCF's DataContractSerializer declares `guid`, `char` and `duration`. */
export const WCF_SERIALIZATION_NS = "http://schemas.microsoft.com/2003/10/Serialization/";
