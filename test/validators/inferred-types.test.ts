/**
 * The validators' inferred types are the generated TypeScript types: for every operation the typed
 * parameters (output: what the implementation receives; input: what the client takes) and the
 * SOAP and GET/POST text schemas, and every type of the contract. `tsc` checks them (this file is
 * in the project); at run time the assertions are no-ops.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { ClientParams } from "school-service-client";
import type * as T from "school-service-contract/types";
import * as V from "school-service-contract/validators";
import { SCHOOL_OPERATIONS } from "../support/school-contract.ts";

describe("inferred types", () => {
  it("equal each operation's parameter types, typed and as text", () => {
    // athleticScheduleDateRangeGetList
    expectTypeOf<z.infer<typeof V.AthleticScheduleDateRangeGetListParamsSchema>>().toEqualTypeOf<T.AthleticScheduleDateRangeGetListParams>();
    expectTypeOf<z.input<typeof V.AthleticScheduleDateRangeGetListParamsSchema>>().toEqualTypeOf<ClientParams<T.AthleticScheduleDateRangeGetListParams>>();
    expectTypeOf<z.infer<typeof V.AthleticScheduleDateRangeGetListSoapTextSchema>>().toEqualTypeOf<T.AthleticScheduleDateRangeGetListParams>();
    expectTypeOf<z.infer<typeof V.AthleticScheduleDateRangeGetListFormTextSchema>>().toEqualTypeOf<T.AthleticScheduleDateRangeGetListParams>();
    // athleticScheduleGetList
    expectTypeOf<z.infer<typeof V.AthleticScheduleGetListParamsSchema>>().toEqualTypeOf<T.AthleticScheduleGetListParams>();
    expectTypeOf<z.input<typeof V.AthleticScheduleGetListParamsSchema>>().toEqualTypeOf<ClientParams<T.AthleticScheduleGetListParams>>();
    expectTypeOf<z.infer<typeof V.AthleticScheduleGetListSoapTextSchema>>().toEqualTypeOf<T.AthleticScheduleGetListParams>();
    expectTypeOf<z.infer<typeof V.AthleticScheduleGetListFormTextSchema>>().toEqualTypeOf<T.AthleticScheduleGetListParams>();
    // eventGetList
    expectTypeOf<z.infer<typeof V.EventGetListParamsSchema>>().toEqualTypeOf<T.EventGetListParams>();
    expectTypeOf<z.input<typeof V.EventGetListParamsSchema>>().toEqualTypeOf<ClientParams<T.EventGetListParams>>();
    expectTypeOf<z.infer<typeof V.EventGetListSoapTextSchema>>().toEqualTypeOf<T.EventGetListParams>();
    expectTypeOf<z.infer<typeof V.EventGetListFormTextSchema>>().toEqualTypeOf<T.EventGetListParams>();
    // eventGet
    expectTypeOf<z.infer<typeof V.EventGetParamsSchema>>().toEqualTypeOf<T.EventGetParams>();
    expectTypeOf<z.input<typeof V.EventGetParamsSchema>>().toEqualTypeOf<ClientParams<T.EventGetParams>>();
    expectTypeOf<z.infer<typeof V.EventGetSoapTextSchema>>().toEqualTypeOf<T.EventGetParams>();
    expectTypeOf<z.infer<typeof V.EventGetFormTextSchema>>().toEqualTypeOf<T.EventGetParams>();
    // eventDelete
    expectTypeOf<z.infer<typeof V.EventDeleteParamsSchema>>().toEqualTypeOf<T.EventDeleteParams>();
    expectTypeOf<z.input<typeof V.EventDeleteParamsSchema>>().toEqualTypeOf<ClientParams<T.EventDeleteParams>>();
    expectTypeOf<z.infer<typeof V.EventDeleteSoapTextSchema>>().toEqualTypeOf<T.EventDeleteParams>();
    expectTypeOf<z.infer<typeof V.EventDeleteFormTextSchema>>().toEqualTypeOf<T.EventDeleteParams>();
    // eventRefresh
    expectTypeOf<z.infer<typeof V.EventRefreshParamsSchema>>().toEqualTypeOf<T.EventRefreshParams>();
    expectTypeOf<z.input<typeof V.EventRefreshParamsSchema>>().toEqualTypeOf<ClientParams<T.EventRefreshParams>>();
    expectTypeOf<z.infer<typeof V.EventRefreshSoapTextSchema>>().toEqualTypeOf<T.EventRefreshParams>();
    expectTypeOf<z.infer<typeof V.EventRefreshFormTextSchema>>().toEqualTypeOf<T.EventRefreshParams>();
    // eventRefreshLastModifyUser
    expectTypeOf<z.infer<typeof V.EventRefreshLastModifyUserParamsSchema>>().toEqualTypeOf<T.EventRefreshLastModifyUserParams>();
    expectTypeOf<z.input<typeof V.EventRefreshLastModifyUserParamsSchema>>().toEqualTypeOf<ClientParams<T.EventRefreshLastModifyUserParams>>();
    expectTypeOf<z.infer<typeof V.EventRefreshLastModifyUserSoapTextSchema>>().toEqualTypeOf<T.EventRefreshLastModifyUserParams>();
    expectTypeOf<z.infer<typeof V.EventRefreshLastModifyUserFormTextSchema>>().toEqualTypeOf<T.EventRefreshLastModifyUserParams>();
    // eventCategoryGetList
    expectTypeOf<z.infer<typeof V.EventCategoryGetListParamsSchema>>().toEqualTypeOf<T.EventCategoryGetListParams>();
    expectTypeOf<z.input<typeof V.EventCategoryGetListParamsSchema>>().toEqualTypeOf<ClientParams<T.EventCategoryGetListParams>>();
    expectTypeOf<z.infer<typeof V.EventCategoryGetListSoapTextSchema>>().toEqualTypeOf<T.EventCategoryGetListParams>();
    expectTypeOf<z.infer<typeof V.EventCategoryGetListFormTextSchema>>().toEqualTypeOf<T.EventCategoryGetListParams>();
    // eventCategoryGetListEventID
    expectTypeOf<z.infer<typeof V.EventCategoryGetListEventIDParamsSchema>>().toEqualTypeOf<T.EventCategoryGetListEventIDParams>();
    expectTypeOf<z.input<typeof V.EventCategoryGetListEventIDParamsSchema>>().toEqualTypeOf<ClientParams<T.EventCategoryGetListEventIDParams>>();
    expectTypeOf<z.infer<typeof V.EventCategoryGetListEventIDSoapTextSchema>>().toEqualTypeOf<T.EventCategoryGetListEventIDParams>();
    expectTypeOf<z.infer<typeof V.EventCategoryGetListEventIDFormTextSchema>>().toEqualTypeOf<T.EventCategoryGetListEventIDParams>();
    // newsGetList
    expectTypeOf<z.infer<typeof V.NewsGetListParamsSchema>>().toEqualTypeOf<T.NewsGetListParams>();
    expectTypeOf<z.input<typeof V.NewsGetListParamsSchema>>().toEqualTypeOf<ClientParams<T.NewsGetListParams>>();
    expectTypeOf<z.infer<typeof V.NewsGetListSoapTextSchema>>().toEqualTypeOf<T.NewsGetListParams>();
    expectTypeOf<z.infer<typeof V.NewsGetListFormTextSchema>>().toEqualTypeOf<T.NewsGetListParams>();
    // newsCategoryGetList
    expectTypeOf<z.infer<typeof V.NewsCategoryGetListParamsSchema>>().toEqualTypeOf<T.NewsCategoryGetListParams>();
    expectTypeOf<z.input<typeof V.NewsCategoryGetListParamsSchema>>().toEqualTypeOf<ClientParams<T.NewsCategoryGetListParams>>();
    expectTypeOf<z.infer<typeof V.NewsCategoryGetListSoapTextSchema>>().toEqualTypeOf<T.NewsCategoryGetListParams>();
    expectTypeOf<z.infer<typeof V.NewsCategoryGetListFormTextSchema>>().toEqualTypeOf<T.NewsCategoryGetListParams>();
    // ProfileChangeGet
    expectTypeOf<z.infer<typeof V.ProfileChangeGetParamsSchema>>().toEqualTypeOf<T.ProfileChangeGetParams>();
    expectTypeOf<z.input<typeof V.ProfileChangeGetParamsSchema>>().toEqualTypeOf<ClientParams<T.ProfileChangeGetParams>>();
    expectTypeOf<z.infer<typeof V.ProfileChangeGetSoapTextSchema>>().toEqualTypeOf<T.ProfileChangeGetParams>();
    expectTypeOf<z.infer<typeof V.ProfileChangeGetFormTextSchema>>().toEqualTypeOf<T.ProfileChangeGetParams>();
    // userGetListSearch
    expectTypeOf<z.infer<typeof V.UserGetListSearchParamsSchema>>().toEqualTypeOf<T.UserGetListSearchParams>();
    expectTypeOf<z.input<typeof V.UserGetListSearchParamsSchema>>().toEqualTypeOf<ClientParams<T.UserGetListSearchParamsFields>>();
    expectTypeOf<z.infer<typeof V.UserGetListSearchSoapTextSchema>>().toEqualTypeOf<T.UserGetListSearchParams>();
    expectTypeOf<z.infer<typeof V.UserGetListSearchFormTextSchema>>().toEqualTypeOf<T.UserGetListSearchParams>();
    // userGetListByModDate
    expectTypeOf<z.infer<typeof V.UserGetListByModDateParamsSchema>>().toEqualTypeOf<T.UserGetListByModDateParams>();
    expectTypeOf<z.input<typeof V.UserGetListByModDateParamsSchema>>().toEqualTypeOf<ClientParams<T.UserGetListByModDateParams>>();
    expectTypeOf<z.infer<typeof V.UserGetListByModDateSoapTextSchema>>().toEqualTypeOf<T.UserGetListByModDateParams>();
    expectTypeOf<z.infer<typeof V.UserGetListByModDateFormTextSchema>>().toEqualTypeOf<T.UserGetListByModDateParams>();
    // userGetHostID
    expectTypeOf<z.infer<typeof V.UserGetHostIDParamsSchema>>().toEqualTypeOf<T.UserGetHostIDParams>();
    expectTypeOf<z.input<typeof V.UserGetHostIDParamsSchema>>().toEqualTypeOf<ClientParams<T.UserGetHostIDParams>>();
    expectTypeOf<z.infer<typeof V.UserGetHostIDSoapTextSchema>>().toEqualTypeOf<T.UserGetHostIDParams>();
    expectTypeOf<z.infer<typeof V.UserGetHostIDFormTextSchema>>().toEqualTypeOf<T.UserGetHostIDParams>();
    // roleGetListUserID
    expectTypeOf<z.infer<typeof V.RoleGetListUserIDParamsSchema>>().toEqualTypeOf<T.RoleGetListUserIDParams>();
    expectTypeOf<z.input<typeof V.RoleGetListUserIDParamsSchema>>().toEqualTypeOf<ClientParams<T.RoleGetListUserIDParams>>();
    expectTypeOf<z.infer<typeof V.RoleGetListUserIDSoapTextSchema>>().toEqualTypeOf<T.RoleGetListUserIDParams>();
    expectTypeOf<z.infer<typeof V.RoleGetListUserIDFormTextSchema>>().toEqualTypeOf<T.RoleGetListUserIDParams>();
    // phoneUserGet
    expectTypeOf<z.infer<typeof V.PhoneUserGetParamsSchema>>().toEqualTypeOf<T.PhoneUserGetParams>();
    expectTypeOf<z.input<typeof V.PhoneUserGetParamsSchema>>().toEqualTypeOf<ClientParams<T.PhoneUserGetParams>>();
    expectTypeOf<z.infer<typeof V.PhoneUserGetSoapTextSchema>>().toEqualTypeOf<T.PhoneUserGetParams>();
    expectTypeOf<z.infer<typeof V.PhoneUserGetFormTextSchema>>().toEqualTypeOf<T.PhoneUserGetParams>();
    // phoneGet
    expectTypeOf<z.infer<typeof V.PhoneGetParamsSchema>>().toEqualTypeOf<T.PhoneGetParams>();
    expectTypeOf<z.input<typeof V.PhoneGetParamsSchema>>().toEqualTypeOf<ClientParams<T.PhoneGetParams>>();
    expectTypeOf<z.infer<typeof V.PhoneGetSoapTextSchema>>().toEqualTypeOf<T.PhoneGetParams>();
    expectTypeOf<z.infer<typeof V.PhoneGetFormTextSchema>>().toEqualTypeOf<T.PhoneGetParams>();
    // buildingGetList
    expectTypeOf<z.infer<typeof V.BuildingGetListParamsSchema>>().toEqualTypeOf<T.BuildingGetListParams>();
    expectTypeOf<z.input<typeof V.BuildingGetListParamsSchema>>().toEqualTypeOf<ClientParams<T.BuildingGetListParams>>();
    expectTypeOf<z.infer<typeof V.BuildingGetListSoapTextSchema>>().toEqualTypeOf<T.BuildingGetListParams>();
    expectTypeOf<z.infer<typeof V.BuildingGetListFormTextSchema>>().toEqualTypeOf<T.BuildingGetListParams>();
    // roomGetList
    expectTypeOf<z.infer<typeof V.RoomGetListParamsSchema>>().toEqualTypeOf<T.RoomGetListParams>();
    expectTypeOf<z.input<typeof V.RoomGetListParamsSchema>>().toEqualTypeOf<ClientParams<T.RoomGetListParams>>();
    expectTypeOf<z.infer<typeof V.RoomGetListSoapTextSchema>>().toEqualTypeOf<T.RoomGetListParams>();
    expectTypeOf<z.infer<typeof V.RoomGetListFormTextSchema>>().toEqualTypeOf<T.RoomGetListParams>();
    // userGetListSearch's input is the fields before the requirement: `AtLeastOne` is the output.
    expect(Object.keys(V.paramsValidators).sort()).toEqual([...SCHOOL_OPERATIONS].sort());
  });

  it("equal the envelope, ErrorDetail, the AuthHeader and every other type", () => {
    expectTypeOf<z.infer<typeof V.rtnObjectSchema>>().toEqualTypeOf<T.rtnObject>();
    expectTypeOf<z.infer<typeof V.cStatusSchema>>().toEqualTypeOf<T.cStatus>();
    expectTypeOf<z.infer<typeof V.ErrorDetailSchema>>().toEqualTypeOf<T.ErrorDetail>();
    expectTypeOf<z.infer<typeof V.ArrayOfErrorDetailSchema>>().toEqualTypeOf<T.ArrayOfErrorDetail>();
    expectTypeOf<z.infer<typeof V.ArrayOfAnyTypeSchema>>().toEqualTypeOf<T.ArrayOfAnyType>();
    expectTypeOf<z.infer<typeof V.AnyTypeItemSchema>>().toEqualTypeOf<T.AnyTypeItem>();
    expectTypeOf<z.infer<typeof V.AuthHeaderSchema>>().toEqualTypeOf<T.AuthHeader>();
    expectTypeOf<z.infer<typeof V.btSchema>>().toEqualTypeOf<T.bt>();
    expectTypeOf<z.infer<typeof V.cAthleticScheduleSchema>>().toEqualTypeOf<T.cAthleticSchedule>();
    expectTypeOf<z.infer<typeof V.cPhoneSchema>>().toEqualTypeOf<T.cPhone>();
    expectTypeOf<z.infer<typeof V.cRoleSchema>>().toEqualTypeOf<T.cRole>();
    expectTypeOf<z.infer<typeof V.cUserSchema>>().toEqualTypeOf<T.cUser>();
    expectTypeOf<z.infer<typeof V.cUserAuditLogSchema>>().toEqualTypeOf<T.cUserAuditLog>();
    expectTypeOf<z.infer<(typeof V.resultValidators)["eventGetList"]>>().toEqualTypeOf<T.EventGetListResult>();
    expectTypeOf<z.infer<(typeof V.headerValidators)["AuthHeader"]>>().toEqualTypeOf<T.AuthHeader>();
  });

  it("tell types apart (the assertions can fail)", () => {
    // @ts-expect-error eventGet's parameters are not roomGetList's.
    expectTypeOf<z.infer<typeof V.EventGetParamsSchema>>().toEqualTypeOf<T.RoomGetListParams>();
    // @ts-expect-error `bln_Success` is required in cStatus.
    expectTypeOf<z.infer<typeof V.cStatusSchema>>().toEqualTypeOf<{ bln_Success?: boolean; detail?: T.ArrayOfErrorDetail }>();
    // @ts-expect-error the implementation receives a Date, not a string.
    expectTypeOf<z.infer<typeof V.UserGetListByModDateParamsSchema>>().toEqualTypeOf<ClientParams<T.UserGetListByModDateParams>>();
    // @ts-expect-error the fields allow neither name; AtLeastOne does not.
    expectTypeOf<z.infer<typeof V.UserGetListSearchParamsSchema>>().toEqualTypeOf<T.UserGetListSearchParamsFields>();
    // @ts-expect-error a parse never yields undefined.
    expectTypeOf<z.infer<typeof V.UserGetListSearchParamsSchema>>().toEqualTypeOf<T.UserGetListSearchParams | undefined>();
  });
});
