import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  useApi,
  useResourceWrites,
  useSave,
  useSubmit,
  type CheckedIn,
  type LookupMember,
  type LookupReply,
} from '@spotter/shared';
import { MemberCombobox, memberLookupKey } from '@spotter/shared/combobox';
import { RenewButton, TakePaymentButton } from '@spotter/shared/dialogs';
import { attendanceResource } from '../api/attendance-resource';
import { ClassesToday } from './classes-today';
import type { MemberBoxFocus } from './member-box-focus';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Refusal = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * Check a member in (docs/product/attendance.md §16): find them, see their standing, confirm. A member the
 * API would refuse shows why, and the button stays off; a refusal the lookup could not foresee
 * (another desk was quicker) arrives as the API's message. Enter on a single match checks it in;
 * the box has the focus on arrival and after each check-in. A member who owes can pay here, and
 * one whose membership has expired can be renewed here, then checked in. The picked member's
 * Classes today show under their standing, and stay in view after their check-in (read again: a
 * class it marked reads Attended) until the next member is picked.
 */
export function CheckInPanel({
  onCheckedIn,
  box,
}: {
  onCheckedIn: () => void;
  box: MemberBoxFocus;
}) {
  const save = useSave();
  const { create } = useResourceWrites(attendanceResource);
  const [chosen, setChosen] = useState<LookupMember | null>(null);
  // The member last checked in, whose Classes today stay in view until the next pick.
  const [lastIn, setLastIn] = useState<{ id: number; name: string } | null>(null);
  // The standing is the API's words: the member is read again (found by phone), and read once
  // more whenever a write makes the lookup stale (a payment, a renewal: dues.ts declares it).
  const { data: again } = useApi<LookupReply>(chosen ? memberLookupKey(chosen.phone) : null);
  const member = (chosen && again?.data.find((m) => m.id === chosen.id)) ?? chosen;
  // The pick as of now, for a check-in sent in the same keystroke as the pick (Enter).
  const picked = useRef<LookupMember | null>(null);
  const pick = (next: LookupMember | null) => {
    picked.current = next;
    setChosen(next);
    if (next) setLastIn(null);
  };
  // A new combobox after each check-in: the next member starts from an empty box.
  const [round, setRound] = useState(0);
  const classesOf = member ?? lastIn;

  // On arrival, and on each new box after a check-in.
  const { focus } = box;
  useEffect(() => focus(), [focus, round]);

  const checkIn = useSubmit(
    () => picked.current,
    ({ id }) =>
      save(
        async (signal) => {
          const saved = await create<CheckedIn>({ member_id: id }, signal);
          setLastIn({ id, name: saved.record.name });
          pick(null);
          setRound((n) => n + 1);
          onCheckedIn();
          return saved;
        },
        {
          success: (saved) => saved.message,
          undo: (saved) => saved.activity_id,
          failure: 'Check-in failed!',
        },
      ),
  );

  // Once a renewal lets the member in, Check in is the next key to press (the Renew button that
  // had the focus is gone).
  const checkInButton = useRef<HTMLButtonElement>(null);
  const renewed = useRef(false);
  useEffect(() => {
    if (!renewed.current || !member || member.refusal !== null) return;
    renewed.current = false;
    checkInButton.current?.focus();
  }, [member]);

  return (
    <Panel as="section" aria-labelledby="check-in-heading">
      <h2 id="check-in-heading">Check in</h2>
      <div ref={box.area}>
        <MemberCombobox
          key={round}
          onSelect={pick}
          onEnterSingle={(only) => {
            if (checkIn.saving) return;
            pick(only);
            if (only.refusal === null) checkIn.submit();
          }}
        />
      </div>
      {member && (
        <div aria-label="Standing" role="group">
          <p>
            <strong>{member.name}</strong> · {member.plan_type} · {member.phone}
          </p>
          <p>{member.standing}</p>
          {member.refusal && <Refusal role="alert">{member.refusal}</Refusal>}
          <Actions>
            {member.days_left < 0 && (
              <RenewButton member={member} onRenewed={() => (renewed.current = true)} />
            )}
            <TakePaymentButton payer={member} />
          </Actions>
        </div>
      )}
      {classesOf && <ClassesToday key={classesOf.id} member={classesOf} />}
      <div>
        <Button
          ref={checkInButton}
          onClick={() => checkIn.submit()}
          disabled={!member || member.refusal !== null}
          busy={checkIn.saving}
        >
          Check in
        </Button>
      </div>
    </Panel>
  );
}
