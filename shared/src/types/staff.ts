export type StaffRole = 'Trainer' | 'Staff';

export interface Staff {
  id: number;
  user: string;
  phone_number: string;
  email: string;
  location: string;
  trainer_or_staff: StaffRole;
  age: number | null;
  weight: number | null;
  blood_group: string;
  profile_picture: string | null;
}
