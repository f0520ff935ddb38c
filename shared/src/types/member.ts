/** A member as listed; dates are 'YYYY-MM-DD'. */
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

/** A member as loaded for edit; `plan` is a plan id, dates are 'YYYY-MM-DD'. */
export interface MemberDetails {
  id: number;
  name: string;
  phone: string;
  email: string;
  age: number | null;
  weight: number | null;
  blood_group: string;
  location: string;
  profession: string;
  status: string;
  joining_date: string | null;
  plan: number | null;
  total_fee: number | null;
  due_amount: number | null;
  leave_date: string | null;
  rejoin_date: string | null;
}
