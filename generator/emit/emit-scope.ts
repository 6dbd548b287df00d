/**
 * The facts several packages' emitters derive from the model and the options, worked out once by
 * emitService and handed to each with the emit context: the packages' names, the types'
 * TypeScript names, each operation's HTTP GET/POST result and the WSDL the server publishes.
 */
import type { OperationModel, ServiceModel } from "../model/service-model.ts";
import { httpResults, type HttpResult } from "./common/http-result.ts";
import { TsTypeNamer } from "./common/ts-type-namer.ts";
import type { EmitContext } from "./emit-context.ts";
import { packageNames, type PackageNames } from "./package-names.ts";
import { publishedWsdl } from "./wsdl/emit-wsdl.ts";

export interface EmitScope extends EmitContext {
  names: PackageNames;
  namer: TsTypeNamer;
  /** The result of each operation on HTTP GET or POST (none for the others). */
  httpResults: ReadonlyMap<OperationModel, HttpResult>;
  /** The WSDL the server publishes at `?WSDL`: the contract's own, or one written from the model; none when neither can be. */
  wsdl: string | undefined;
}

export function emitScope(model: ServiceModel, ctx: EmitContext): EmitScope {
  const namer = new TsTypeNamer(model);
  return {
    ...ctx,
    names: packageNames(model, ctx.packages),
    namer,
    httpResults: httpResults(model, namer),
    wsdl: publishedWsdl(model, ctx),
  };
}
