// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { ServiceError } from "./errors.js";
function finishEnvelope(fields) {
  return (envelope) => {
    const status = envelope[fields.status];
    if (status) status[fields.detail] ??= [];
    return envelope;
  };
}
function successData(envelope, fields) {
  const e = envelope;
  const status = e[fields.status];
  if (status?.[fields.success] !== true) {
    const details = status?.[fields.detail] ?? [];
    throw new ServiceError(details.filter((d) => d !== null));
  }
  return e[fields.data] ?? [];
}
export {
  finishEnvelope,
  successData
};
//# sourceMappingURL=envelope.js.map
