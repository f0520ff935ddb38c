import type { Generated } from 'kysely';

/** Row types of every table, as Kysely sees them. Dates are ISO-8601 strings. */
export interface AdminsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  full_name: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  created_at: string;
}

export interface SessionsTable {
  token_hash: string;
  admin_id: number;
  created_at: string;
  expires_at: string;
}

export interface PlansTable {
  id: Generated<number>;
  name: string;
  duration_days: number;
  price: number | null;
  description: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface TrainersStaffTable {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string;
  location: string;
  role: 'Trainer' | 'Staff';
  age: number | null;
  weight: number | null;
  blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
  picture_file: string | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  admins: AdminsTable;
  sessions: SessionsTable;
  plans: PlansTable;
  trainers_staff: TrainersStaffTable;
}
