import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, ErrorState, LinkButton, useAccess, type GymSetup } from '@spotter/shared';
import { useGymSetup } from '../api/get-gym-setup';

type Access = ReturnType<typeof useAccess>;
type StepKey = keyof GymSetup['steps'];

/** A place a step leads to, and what its link says. */
interface StepLink {
  label: string;
  to: string;
}

/** One step of setting a new gym up (docs/product/dashboard.md §15). */
interface SetupStep {
  key: StepKey;
  title: string;
  about: string;
  /** Where it is done, before it is and once it is. */
  todo: StepLink;
  done: StepLink;
  /** Whether the account may take it: the step is shown only to those. */
  allowed: (access: Access) => boolean;
}

/** The steps, in the checklist's order. */
const SETUP_STEPS: readonly SetupStep[] = [
  {
    key: 'gym_details',
    title: 'Gym details',
    about:
      "Your gym's name, address and phone, as the sign-in page and invoices show them. Branch 1 takes them too.",
    todo: { label: "Enter the gym's details", to: '/settings' },
    done: { label: "Change the gym's details", to: '/settings' },
    allowed: ({ can }) => can('gym.edit'),
  },
  {
    key: 'branches',
    title: 'Branches',
    about: "Give branch 1 its address (it takes the gym's), or add the gym's other branches.",
    todo: { label: 'Set up branches', to: '/settings/branches' },
    done: { label: 'See branches', to: '/settings/branches' },
    // Left out of the session of an account limited to some branches (docs/product/branches.md §26).
    allowed: ({ can }) => can('branches.manage'),
  },
  {
    key: 'plans',
    title: 'Plans',
    about: 'Every member joins on a plan. Start with the plans your gym sells.',
    todo: { label: 'Add your first plan', to: '/plans/add' },
    done: { label: 'See plans', to: '/plans' },
    allowed: ({ can }) => can('plans.edit'),
  },
  {
    key: 'team',
    title: 'Team',
    about: 'Give each of your staff an account of their own, with the role they work in.',
    todo: { label: 'Add a team account', to: '/team/new' },
    done: { label: 'See the team', to: '/team' },
    allowed: ({ can }) => can('team.manage'),
  },
  {
    key: 'import',
    title: 'Import',
    about: 'Bring your members in from a spreadsheet, or add them one by one.',
    todo: { label: 'Import members', to: '/users/import' },
    done: { label: 'See members', to: '/users' },
    // An account limited to some branches does not import (docs/product/branches.md §26).
    allowed: ({ can, branches }) => can('members.edit') && branches === 'all',
  },
];

const Box = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  h2,
  p {
    margin: 0;
  }
`;

const Failed = styled.div`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const Progress = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: 1fr;
  }
`;

const About = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
`;

const State = styled.p<{ $done: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.muted)};
`;

/** Whether the step is done, in words; the tick beside "Done" is for the eye alone. */
function StepState({ done }: { done: boolean }) {
  return (
    <State $done={done}>
      {done ? (
        <>
          <span aria-hidden="true">✓ </span>
          <span>Done</span>
        </>
      ) : (
        'To do'
      )}
    </State>
  );
}

function ChecklistStep({ step, done }: { step: SetupStep; done: boolean }) {
  const headingId = useId();
  const link = done ? step.done : step.todo;
  return (
    <Step aria-labelledby={headingId}>
      <About>
        <Heading>
          <h3 id={headingId}>{step.title}</h3>
          <StepState done={done} />
        </Heading>
        <p>{step.about}</p>
      </About>
      <LinkButton to={link.to} variant={done ? 'secondary' : 'primary'}>
        {link.label}
      </LinkButton>
    </Step>
  );
}

/** The checklist: the account's steps, how many are done, each with where it is done. */
function Checklist({ steps, setup }: { steps: readonly SetupStep[]; setup: GymSetup }) {
  const headingId = useId();
  const done = steps.filter((step) => setup.steps[step.key]).length;
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>Set up your gym</h2>
      <Progress>
        {done} of {steps.length} done
      </Progress>
      <Steps>
        {steps.map((step) => (
          <ChecklistStep key={step.key} step={step} done={setup.steps[step.key]} />
        ))}
      </Steps>
    </Box>
  );
}

/**
 * The set-up checklist of a gym not set up yet (docs/product/dashboard.md §15): `loading` while
 * its read is on its way for an account with steps to show, then `view`, the checklist, its error
 * with Retry, or nothing (the gym set up, or every step the account may take done, or none it may
 * take, whose dashboard never waits for it).
 */
export function useSetupChecklist(): { loading: boolean; view: ReactNode } {
  const access = useAccess();
  const { data, error, mutate } = useGymSetup();
  const steps = SETUP_STEPS.filter((step) => step.allowed(access));
  if (steps.length === 0) return { loading: false, view: null };
  if (!data && error)
    return {
      loading: false,
      view: (
        <Failed>
          <ErrorState
            message="The set-up checklist could not be loaded."
            onRetry={() => void mutate()}
          />
        </Failed>
      ),
    };
  if (!data) return { loading: true, view: null };
  const open = !data.set_up && steps.some((step) => !data.steps[step.key]);
  return { loading: false, view: open ? <Checklist steps={steps} setup={data} /> : null };
}
