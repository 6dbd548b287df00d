// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * A Date is written in UTC (`2024-05-01T10:00:00Z`); a string is written as given and must be an
 * xsd:dateTime, so `"2024-05-01T00:00:00"` stays zone-less as .NET writes an unspecified DateTime.
 */
export declare function dateTimeItem(value: Date | string): {
    type: "xsd:dateTime";
    value: Date;
    text: string;
};
