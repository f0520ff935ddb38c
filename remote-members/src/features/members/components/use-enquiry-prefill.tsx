import type { ReactNode } from 'react';
import {
  Loading,
  type PlansReply,
  plansResource,
  useApi,
  useRecordPage,
  useSearchParams,
} from '@spotter/shared';
// The one place the members feature reaches into enquiries: the resource that names their routes.
import {
  enquiriesResource,
  enquiryPageTexts,
  ENQUIRIES_PATH,
} from '../../enquiries/api/enquiries-resource';
import { choosePlan, emptyMemberValues, type MemberFormValues } from './member-form-values';

export type EnquiryPrefill =
  | { enquiryId: null; values: MemberFormValues; fallback?: never }
  /** `values` once the enquiry (and the plans, for its fee) have loaded; `fallback` until then, or if it is not found. */
  | { enquiryId: string; values?: MemberFormValues; fallback?: ReactNode };

/**
 * Add User's starting values. With `?enquiry=ID` (an enquiry's "Convert to member"), the form
 * starts from that enquiry's name, phone, plan and branch, the fee taken from the plan as if the
 * admin had chosen it. The member's add makes the enquiries stale (membersResource's `stale`).
 */
export function useEnquiryPrefill() {
  const [params] = useSearchParams();
  const raw = params.get('enquiry');
  const wellFormed = raw !== null && /^[1-9]\d{0,15}$/.test(raw) ? raw : undefined;
  const page = useRecordPage(enquiriesResource, wellFormed, enquiryPageTexts(ENQUIRIES_PATH));
  const plans = useApi<PlansReply>(raw === null ? null : plansResource.list);

  let prefill: EnquiryPrefill;
  if (raw === null) prefill = { enquiryId: null, values: emptyMemberValues };
  else if (!page.record) prefill = { enquiryId: raw, fallback: page.fallback };
  // Without the plans (still loading) the fee cannot follow the plan; if they failed, the admin types it.
  else if (plans.isLoading) prefill = { enquiryId: raw, fallback: <Loading /> };
  else {
    const { record } = page;
    const { name, phone, plan_id } = record;
    // The member joins where the enquiry came in (docs/product/branches.md §26), unless the form says else.
    const homeBranch = 'branch_id' in record ? String(record.branch_id) : '';
    const start = { ...emptyMemberValues, name, phone, home_branch_id: homeBranch };
    const plan = plans.data && plansResource.plain(plans.data).find((p) => p.id === plan_id);
    prefill = {
      enquiryId: raw,
      values: plan_id === null ? start : choosePlan(start, String(plan_id), plan, homeBranch),
    };
  }
  return prefill;
}
