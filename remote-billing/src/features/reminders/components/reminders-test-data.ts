import {
  fakeAdmin,
  fakeApi,
  fakeToday,
  sampleEnquiry,
  sampleEnquiryTask,
  sampleMember,
  sampleTask,
  type Answer,
  type FakeAuth,
  type FakeReminders,
} from '@spotter/shared/testing';

/** A calendar day `offset` days from today, as the date inputs and the API write it. */
export const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return fakeToday(date);
};

const asha = sampleTask(1, {
  name: 'Asha Rao',
  phone: '9876500001',
  reason: 'Expires in 3 days',
  whatsapp_url: 'https://wa.me/919876500001?text=Hi%20Asha%20Rao',
  tel_url: 'tel:9876500001',
  email: 'asha@mail.in',
});
const ravi = sampleTask(2, {
  name: 'Ravi Kumar',
  phone: '12345',
  kind: 'dues',
  reason: 'Owes ₹2,500 for 12 days',
  whatsapp_url: null,
  tel_url: 'tel:12345',
  due_on: day(-2),
  last_contact: {
    id: 1,
    at: '2026-11-24T09:30:00.000Z',
    admin_name: 'Asha',
    channel: 'whatsapp',
    outcome: 'promised',
    reason: 'Owes ₹2,500 for 10 days',
    promised_on: '2026-11-25',
    next_follow_up: null,
    note: '',
  },
});
const meera = sampleTask(3, { name: 'Meera Iyer', reason: 'Expires in 5 days', due_on: day(2) });
const done = sampleTask(4, {
  name: 'Kiran Done',
  reason: 'Expired yesterday',
  state: 'done',
  done_at: '2026-11-20T10:00:00.000Z',
});

/** Two reminders due today (Ravi's from two days ago first), one upcoming, one done. */
export const sampleTasks = () => [asha, ravi, meera, done].map((task) => ({ ...task }));

/** The fake API with those reminders and their members (Ravi owes ₹2,500). */
export const remindersApi = (reminders: Partial<FakeReminders> = {}, override?: Answer) =>
  fakeApi(
    {
      members: [
        sampleMember(1, { name: 'Asha Rao' }),
        sampleMember(2, { name: 'Ravi Kumar', total_fee: 4500, due_amount: 2500 }),
        sampleMember(3, { name: 'Meera Iyer' }),
        sampleMember(4, { name: 'Kiran Done' }),
      ],
      reminders: { tasks: sampleTasks(), ...reminders },
    },
    override,
  );

/** Kiran asked about Gold and is to be called back today. */
export const kiranEnquiry = () =>
  sampleEnquiry(7, {
    name: 'Kiran Shah',
    phone: '9811122233',
    plan_id: 1,
    plan_name: 'Gold',
    note: 'Wants mornings',
    follow_up_on: fakeToday(),
  });

/** Asha's and Ravi's reminders with Kiran's enquiry follow-up (task 9), all due today. */
export const enquiryFollowUpApi = (auth: FakeAuth = fakeAdmin()) => {
  const enquiry = kiranEnquiry();
  return fakeApi({
    auth,
    members: [
      sampleMember(1, { name: 'Asha Rao' }),
      sampleMember(2, { name: 'Ravi Kumar', total_fee: 4500, due_amount: 2500 }),
    ],
    enquiries: [enquiry],
    reminders: { tasks: [...sampleTasks(), sampleEnquiryTask(9, enquiry)] },
  });
};
