/**
 * What the validators give are values of the generated TypeScript types: for every operation the
 * parameters (the output: what the implementation receives) and every type of the contract. `tsc`
 * checks them (this file is in the project); at run time the assertions are no-ops.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { ClientParams } from "school-service-client";
import type * as T from "school-service-contract/types";
import * as V from "school-service-contract/validators";
import { SCHOOL_OPERATIONS } from "../support/school-contract.ts";

describe("inferred types", () => {
  it("are each operation's parameter types", () => {
    // athleticScheduleDateRangeGetList
    expectTypeOf<
      z.infer<typeof V.AthleticScheduleDateRangeGetListParamsSchema>
    >().toExtend<T.AthleticScheduleDateRangeGetListParams>();
    // athleticScheduleGetList
    expectTypeOf<
      z.infer<typeof V.AthleticScheduleGetListParamsSchema>
    >().toExtend<T.AthleticScheduleGetListParams>();
    // eventGetList
    expectTypeOf<z.infer<typeof V.EventGetListParamsSchema>>().toExtend<T.EventGetListParams>();
    // eventGet
    expectTypeOf<z.infer<typeof V.EventGetParamsSchema>>().toExtend<T.EventGetParams>();
    // eventDelete
    expectTypeOf<z.infer<typeof V.EventDeleteParamsSchema>>().toExtend<T.EventDeleteParams>();
    // eventRefresh
    expectTypeOf<z.infer<typeof V.EventRefreshParamsSchema>>().toExtend<T.EventRefreshParams>();
    // eventRefreshLastModifyUser
    expectTypeOf<
      z.infer<typeof V.EventRefreshLastModifyUserParamsSchema>
    >().toExtend<T.EventRefreshLastModifyUserParams>();
    // eventCategoryGetList
    expectTypeOf<
      z.infer<typeof V.EventCategoryGetListParamsSchema>
    >().toExtend<T.EventCategoryGetListParams>();
    // eventCategoryGetListEventID
    expectTypeOf<
      z.infer<typeof V.EventCategoryGetListEventIDParamsSchema>
    >().toExtend<T.EventCategoryGetListEventIDParams>();
    // newsGetList
    expectTypeOf<z.infer<typeof V.NewsGetListParamsSchema>>().toExtend<T.NewsGetListParams>();
    // newsCategoryGetList
    expectTypeOf<
      z.infer<typeof V.NewsCategoryGetListParamsSchema>
    >().toExtend<T.NewsCategoryGetListParams>();
    // ProfileChangeGet
    expectTypeOf<
      z.infer<typeof V.ProfileChangeGetParamsSchema>
    >().toExtend<T.ProfileChangeGetParams>();
    // userGetListSearch
    expectTypeOf<
      z.infer<typeof V.UserGetListSearchParamsSchema>
    >().toExtend<T.UserGetListSearchParams>();
    // userGetListByModDate
    expectTypeOf<
      z.infer<typeof V.UserGetListByModDateParamsSchema>
    >().toExtend<T.UserGetListByModDateParams>();
    // userGetHostID
    expectTypeOf<z.infer<typeof V.UserGetHostIDParamsSchema>>().toExtend<T.UserGetHostIDParams>();
    // roleGetListUserID
    expectTypeOf<
      z.infer<typeof V.RoleGetListUserIDParamsSchema>
    >().toExtend<T.RoleGetListUserIDParams>();
    // phoneUserGet
    expectTypeOf<z.infer<typeof V.PhoneUserGetParamsSchema>>().toExtend<T.PhoneUserGetParams>();
    // phoneGet
    expectTypeOf<z.infer<typeof V.PhoneGetParamsSchema>>().toExtend<T.PhoneGetParams>();
    // buildingGetList
    expectTypeOf<
      z.infer<typeof V.BuildingGetListParamsSchema>
    >().toExtend<T.BuildingGetListParams>();
    // roomGetList
    expectTypeOf<z.infer<typeof V.RoomGetListParamsSchema>>().toExtend<T.RoomGetListParams>();
    expect(Object.keys(V.paramsValidators).sort()).toEqual([...SCHOOL_OPERATIONS].sort());
  });

  it("are the envelope, ErrorDetail, the AuthHeader and every other type", () => {
    // Exactly, where the schema mirrors the declaration one to one.
    expectTypeOf<z.infer<typeof V.ErrorDetailSchema>>().toEqualTypeOf<T.ErrorDetail>();
    expectTypeOf<z.infer<typeof V.cStatusSchema>>().toEqualTypeOf<T.cStatus>();
    expectTypeOf<
      z.infer<typeof V.EventGetListParamsSchema>
    >().toEqualTypeOf<T.EventGetListParams>();
    expectTypeOf<z.infer<typeof V.rtnObjectSchema>>().toExtend<T.rtnObject>();
    expectTypeOf<z.infer<typeof V.cStatusSchema>>().toExtend<T.cStatus>();
    expectTypeOf<z.infer<typeof V.ErrorDetailSchema>>().toExtend<T.ErrorDetail>();
    expectTypeOf<z.infer<typeof V.ArrayOfErrorDetailSchema>>().toExtend<T.ArrayOfErrorDetail>();
    expectTypeOf<z.infer<typeof V.ArrayOfAnyTypeSchema>>().toExtend<T.ArrayOfAnyType>();
    expectTypeOf<z.infer<typeof V.AnyTypeItemSchema>>().toExtend<T.AnyTypeItem>();
    expectTypeOf<z.infer<typeof V.AuthHeaderSchema>>().toExtend<T.AuthHeader>();
    expectTypeOf<z.infer<typeof V.btSchema>>().toExtend<T.bt>();
    expectTypeOf<z.infer<typeof V.cAthleticScheduleSchema>>().toExtend<T.cAthleticSchedule>();
    expectTypeOf<z.infer<typeof V.cPhoneSchema>>().toExtend<T.cPhone>();
    expectTypeOf<z.infer<typeof V.cRoleSchema>>().toExtend<T.cRole>();
    expectTypeOf<z.infer<typeof V.cUserSchema>>().toExtend<T.cUser>();
    expectTypeOf<z.infer<typeof V.cUserAuditLogSchema>>().toExtend<T.cUserAuditLog>();
    expectTypeOf<
      z.infer<(typeof V.resultValidators)["eventGetList"]>
    >().toExtend<T.EventGetListResult>();
    expectTypeOf<z.infer<(typeof V.headerValidators)["AuthHeader"]>>().toExtend<T.AuthHeader>();
  });

  it("tell types apart (the assertions can fail)", () => {
    // biome-ignore format: the expected error must stay on the line after its directive.
    // @ts-expect-error eventGet's parameters are not roomGetList's.
    expectTypeOf<z.infer<typeof V.EventGetParamsSchema>>().toEqualTypeOf<T.RoomGetListParams>();
    // biome-ignore format: the expected error must stay on the line after its directive.
    // @ts-expect-error `bln_Success` is required in cStatus.
    expectTypeOf<z.infer<typeof V.cStatusSchema>>().toEqualTypeOf<{ bln_Success?: boolean; detail?: T.ArrayOfErrorDetail }>();
    // biome-ignore format: the expected error must stay on the line after its directive.
    // @ts-expect-error the implementation receives a Date, not a string.
    expectTypeOf<z.infer<typeof V.UserGetListByModDateParamsSchema>>().toEqualTypeOf<ClientParams<T.UserGetListByModDateParams>>();
    // biome-ignore format: the expected error must stay on the line after its directive.
    // @ts-expect-error the fields allow neither name; AtLeastOne does not.
    expectTypeOf<z.infer<typeof V.UserGetListSearchParamsSchema>>().toEqualTypeOf<T.UserGetListSearchParamsFields>();
    // biome-ignore format: the expected error must stay on the line after its directive.
    // @ts-expect-error a parse never yields undefined.
    expectTypeOf<z.infer<typeof V.UserGetListSearchParamsSchema>>().toEqualTypeOf<T.UserGetListSearchParams | undefined>();
  });
});
