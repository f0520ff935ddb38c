import { Type, type Static } from 'typebox';
import { Line, Phone, saved, succeeded, Text } from './common';

export const GYM_LIMITS = { nameMax: 100, addressMax: 300, phoneMax: 30 } as const;

/** The gym's own details (docs/product/settings-and-search.md §18); empty text when not given. */
export const GymDetails = Type.Object({
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
});
export type GymDetails = Static<typeof GymDetails>;

/** The Gym section of Settings: a name, and an address (lines) and phone that may be empty. */
export const GymDetailsInput = Type.Object({
  name: Line({ maxLength: GYM_LIMITS.nameMax, required: true }),
  address: Text({ maxLength: GYM_LIMITS.addressMax }),
  phone: Phone({ maxLength: GYM_LIMITS.phoneMax }),
});
export type GymDetailsInput = Static<typeof GymDetailsInput>;

/** `GET /members/gym_details`. */
export const GymDetailsReply = succeeded({ gym: GymDetails });
export type GymDetailsReply = Static<typeof GymDetailsReply>;

/** `POST /members/gym_details`: the details as stored. */
export const GymDetailsSaved = saved({ gym: GymDetails });
export type GymDetailsSaved = Static<typeof GymDetailsSaved>;

/** `GET /members/gym_name`: the one thing the login page may know before anyone signs in. */
export const GymName = succeeded({ name: Type.String() });
export type GymName = Static<typeof GymName>;

/**
 * `GET /gym/setup` (docs/product/dashboard.md §15): whether each step of setting a new gym up is
 * done, read from the gym's own records, and whether the gym is set up (every step done, or
 * members and plans both there), when the dashboard's checklist is gone.
 */
export const GymSetup = succeeded({
  set_up: Type.Boolean(),
  steps: Type.Object({
    /** The gym's details were saved in Settings. */
    gym_details: Type.Boolean(),
    /** Two branches or more, or one with an address. */
    branches: Type.Boolean(),
    /** A plan. */
    plans: Type.Boolean(),
    /** Two accounts or more that are not disabled. */
    team: Type.Boolean(),
    /** An import that ran, or a member. */
    import: Type.Boolean(),
  }),
});
export type GymSetup = Static<typeof GymSetup>;
