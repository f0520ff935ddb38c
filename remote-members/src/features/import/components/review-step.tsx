import styled from 'styled-components';
import {
  Button,
  DownloadButton,
  FormActions,
  useCan,
  useDownload,
  type ImportMapping,
  type ImportReview,
} from '@spotter/shared';
import { ERRORS_FILENAME, errorsPath } from '../api/imports-resource';
import { MissingPlans } from './missing-plans';
import { OUTCOME_LABELS, OUTCOMES } from './outcomes';
import { ReviewRows } from './review-rows';

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
  return (
    <Stack>
      <Counts aria-label="Counts">
        {OUTCOMES.map((outcome) => (
          <div key={outcome}>
            <dt>{OUTCOME_LABELS[outcome]}</dt>
            <dd>{review.counts[outcome]}</dd>
          </div>
        ))}
      </Counts>
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
          onReviewed={onReviewed}
        />
      )}
      <ReviewRows rows={review.rows} />
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
        <Button onClick={onStart}>Start import</Button>
      </FormActions>
    </Stack>
  );
}
