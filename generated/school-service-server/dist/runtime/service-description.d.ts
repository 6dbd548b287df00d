// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * `GET <endpoint>?WSDL`: the contract's WSDL with every port address pointing at the host it was
 * asked at, as ASMX publishes it. And the OpenAPI document the JSON face serves at `?openapi`.
 */
import type { IncomingMessage } from "node:http";
/** The WSDL as the contract has it, from the package's `service.wsdl`: without the generated-file comment. */
export declare function publishedWsdl(fileText: string): string;
/** The OpenAPI document, from the package's `openapi.json`: without the generated-file key. */
export declare function publishedOpenApi(fileText: string): string;
export declare function wsdlFor(wsdl: string, req: IncomingMessage, endpointPath: string): string;
