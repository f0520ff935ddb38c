import styled from 'styled-components';
import {
  Button,
  CheckboxField,
  DownloadButton,
  ErrorState,
  FormActions,
  useBranchChoice,
  useCan,
  useDownload,
  useResourceWrites,
  type ImportMapping,
  type ImportReview,
} from '@spotter/shared';
import {
  choicesOf,
  ERRORS_FILENAME,
  errorsPath,
  importsResource,
  type ReviewChoices,
} from '../api/imports-resource';
import { MissingPlans } from './missing-plans';
import { OUTCOME_LABELS, outcomesOf } from './outcomes';
import { ReviewRows } from './review-rows';
import { useStepCall } from './use-step-call';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  div {
    display: grid;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }
`;

const Note = styled.p`
  margin: 0;
`;

const SharedChoice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const rowsText = (n: number) => (n === 1 ? '1 row' : `${n} rows`);

/**
 * What the choice of shared phones does (docs/product/import.md §24): without it, how many rows
 * have a taken phone under another name; with it, how many are imported as Shared phone.
 */
const sharedNote = ({ shared_phones, shared_offered, counts }: ImportReview) =>
  shared_phones
    ? `${rowsText(counts.shared)} imported as new members sharing a phone that is taken.`
    : `${rowsText(shared_offered)} with the phone of a member or of an earlier row under another name.`;

export interface ReviewStepProps {
  importId: number;
  review: ImportReview;
  mapping: ImportMapping;
  onReviewed: (review: ImportReview) => void;
  onBack: () => void;
  onStart: () => void;
}

/**
 * Step 3: the dry run, which wrote nothing: what each row would do and why, with the error rows
 * to download, fix and upload again, and the plans the sheet names that do not exist yet.
 */
export function ReviewStep({
  importId,
  review,
  mapping,
  onReviewed,
  onBack,
  onStart,
}: ReviewStepProps) {
  const download = useDownload();
  const mayCreatePlans = useCan('plans.edit');
  const branches = useBranchChoice();
  const again = useStepCall();
  const { actions } = useResourceWrites(importsResource);

  const choices = choicesOf(review);
  /**
   * Reviews again with one choice changed (members of other branches updated or not, family
   * members who share a phone imported or not): the run is sent the same.
   */
  const choose = async (change: Partial<ReviewChoices>) => {
    const reviewed = await again.call(
      (signal) => actions.review(importId, { mapping, ...choices, ...change }, signal),
      'Review failed!',
    );
    if (reviewed) onReviewed(reviewed);
  };
  // Offered while some row has a taken phone under another name, and kept while chosen.
  const offersShared = review.shared_phones || review.shared_offered > 0;

  return (
    <Stack>
      {branches && <Note>{`New members join ${review.branch.name}.`}</Note>}
      <Counts aria-label="Counts">
        {outcomesOf(branches !== null, review.shared_phones).map((outcome) => (
          <div key={outcome}>
            <dt>{OUTCOME_LABELS[outcome]}</dt>
            <dd>{review.counts[outcome]}</dd>
          </div>
        ))}
      </Counts>
      {branches && (
        <CheckboxField
          label="Also update members of other branches"
          checked={review.other_branches}
          disabled={again.busy}
          onChange={(checked) => void choose({ other_branches: checked })}
        />
      )}
      {offersShared && (
        <SharedChoice>
          <CheckboxField
            label="Import family members who share a phone"
            checked={review.shared_phones}
            disabled={again.busy}
            onChange={(checked) => void choose({ shared_phones: checked })}
          />
          <Note>{sharedNote(review)}</Note>
        </SharedChoice>
      )}
      {again.error && <ErrorState message={again.error} />}
      {review.day_first && (
        <Note>
          Dates that could be read either way, such as 03/04, were read day first (3 April).
        </Note>
      )}
      {review.missing_plans.length > 0 && mayCreatePlans && (
        <MissingPlans
          // A new review may list other plans: their durations start again.
          key={review.missing_plans.join('\n')}
          importId={importId}
          names={review.missing_plans}
          mapping={mapping}
          choices={choices}
          onReviewed={onReviewed}
        />
      )}
      <ReviewRows rows={review.rows} branches={branches !== null} shared={review.shared_phones} />
      <FormActions>
        {review.counts.error > 0 && (
          <DownloadButton
            variant="secondary"
            download={() => download(errorsPath(importId), ERRORS_FILENAME)}
          >
            Download errors
          </DownloadButton>
        )}
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onStart} disabled={again.busy}>
          Start import
        </Button>
      </FormActions>
    </Stack>
  );
}
