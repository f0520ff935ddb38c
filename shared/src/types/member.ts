/** A member as listed (SPEC §3); dates are 'YYYY-MM-DD'. */
export interface Member {
  id: number;
  name: string;
  phone: string;
  plan_type: string | null;
  plan_id: number | null;
  due_amount: number | null;
  leave_date: string | null;
  rejoin_date: string | null;
  expire_date: string | null;
  status: string;
}
