/**
 * Your implementation of the SchoolService service. `soapgen generate` created this file once
 * and never overwrites it: it is yours to edit. Each method receives its parameters, read and
 * typed, and a context (binding, AuthHeader, request headers, AbortSignal); it returns the `_data`
 * items (`item.string("x")`, `item.cUser({ ... })`) or a whole envelope (`failure([...])`).
 *
 * `npm start` serves it (PORT=8080 by default, Ctrl-C stops it), with `serverOptions` below; or
 * mount it yourself:
 *
 *   import { listen } from "school-service-server";
 *   import { implementation } from "./implementation.ts";
 *   const running = await listen(implementation, { port: 8080, authenticate: (auth) => checkCredentials(auth) });
 */
import type { SchoolServiceImplementation, SchoolServiceServerOptions } from "school-service-server";

export const implementation: SchoolServiceImplementation = {
  async athleticScheduleDateRangeGetList(_params, _ctx) {
    throw new Error("athleticScheduleDateRangeGetList is not implemented yet");
  },
  async athleticScheduleGetList(_params, _ctx) {
    throw new Error("athleticScheduleGetList is not implemented yet");
  },
  async eventGetList(_params, _ctx) {
    throw new Error("eventGetList is not implemented yet");
  },
  async eventGet(_params, _ctx) {
    throw new Error("eventGet is not implemented yet");
  },
  async eventDelete(_params, _ctx) {
    throw new Error("eventDelete is not implemented yet");
  },
  async eventRefresh(_params, _ctx) {
    throw new Error("eventRefresh is not implemented yet");
  },
  async eventRefreshLastModifyUser(_params, _ctx) {
    throw new Error("eventRefreshLastModifyUser is not implemented yet");
  },
  async eventCategoryGetList(_params, _ctx) {
    throw new Error("eventCategoryGetList is not implemented yet");
  },
  async eventCategoryGetListEventID(_params, _ctx) {
    throw new Error("eventCategoryGetListEventID is not implemented yet");
  },
  async newsGetList(_params, _ctx) {
    throw new Error("newsGetList is not implemented yet");
  },
  async newsCategoryGetList(_params, _ctx) {
    throw new Error("newsCategoryGetList is not implemented yet");
  },
  async ProfileChangeGet(_params, _ctx) {
    throw new Error("ProfileChangeGet is not implemented yet");
  },
  async userGetListSearch(_params, _ctx) {
    throw new Error("userGetListSearch is not implemented yet");
  },
  async userGetListByModDate(_params, _ctx) {
    throw new Error("userGetListByModDate is not implemented yet");
  },
  async userGetHostID(_params, _ctx) {
    throw new Error("userGetHostID is not implemented yet");
  },
  async roleGetListUserID(_params, _ctx) {
    throw new Error("roleGetListUserID is not implemented yet");
  },
  async phoneUserGet(_params, _ctx) {
    throw new Error("phoneUserGet is not implemented yet");
  },
  async phoneGet(_params, _ctx) {
    throw new Error("phoneGet is not implemented yet");
  },
  async buildingGetList(_params, _ctx) {
    throw new Error("buildingGetList is not implemented yet");
  },
  async roomGetList(_params, _ctx) {
    throw new Error("roomGetList is not implemented yet");
  },
};

/** How `npm start` serves the implementation (see SchoolServiceServerOptions). */
export const serverOptions: Partial<SchoolServiceServerOptions> = {
  // Checks the SOAP header of every call; null lets every call through.
  authenticate: null,
};
