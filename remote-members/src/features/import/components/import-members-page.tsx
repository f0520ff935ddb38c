import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Card,
  LinkButton,
  PageHeader,
  type ImportMapping,
  type ImportReview,
  type ImportUploaded,
} from '@spotter/shared';
import { choicesOf, IMPORTS_PATH } from '../api/imports-resource';
import { ImportStep } from './import-step';
import { MatchColumnsStep } from './match-columns-step';
import { ReviewStep } from './review-step';
import { StepList, type Step } from './step-list';
import { UploadStep } from './upload-step';
import { useImportRun } from './use-import-run';

const StepHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  &:focus {
    outline: none;
  }
`;

/**
 * `/users/import` (docs/product/import.md §24): Upload a sheet, Match its columns, Review a dry run,
 * Import in batches with Undo. Each step's heading takes the focus as it opens, so a keyboard or
 * a screen reader follows the steps.
 */
export function ImportMembersPage() {
  const [step, setStep] = useState<Step>('Upload');
  const [uploaded, setUploaded] = useState<ImportUploaded | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [review, setReview] = useState<ImportReview | null>(null);
  const run = useImportRun(uploaded?.import_id, choicesOf(review));
  const heading = useRef<HTMLHeadingElement>(null);
  // The step the focus was last moved for: the page opening keeps the focus where it is. Moved in
  // the commit that shows the new step (a layout effect), never a moment after it: a step that
  // arrives with an answer from the server would otherwise show its heading before focusing it.
  const focused = useRef(step);
  useLayoutEffect(() => {
    if (focused.current === step) return;
    focused.current = step;
    heading.current?.focus();
  }, [step]);

  const body = () => {
    if (step === 'Upload' || !uploaded || !mapping)
      return (
        <UploadStep
          onUploaded={(sheet) => {
            setUploaded(sheet);
            setMapping(sheet.mapping);
            setReview(null);
            setStep('Match columns');
          }}
        />
      );
    if (step === 'Match columns' || !review)
      return (
        <MatchColumnsStep
          uploaded={uploaded}
          mapping={mapping}
          onChange={setMapping}
          onReread={(sheet) => {
            setUploaded(sheet);
            setMapping(sheet.mapping);
            setReview(null);
          }}
          onChooseAnother={() => setStep('Upload')}
          onReviewed={(reviewed) => {
            setReview(reviewed);
            setStep('Review');
          }}
        />
      );
    if (step === 'Review')
      return (
        <ReviewStep
          importId={uploaded.import_id}
          review={review}
          mapping={mapping}
          onReviewed={setReview}
          onBack={() => setStep('Match columns')}
          onStart={() => {
            setStep('Import');
            run.start();
          }}
        />
      );
    return <ImportStep importId={uploaded.import_id} rows={uploaded.rows} run={run} />;
  };

  return (
    <>
      <PageHeader
        title="Import members"
        actions={
          <LinkButton variant="secondary" to={IMPORTS_PATH}>
            Imports
          </LinkButton>
        }
      />
      <StepList current={step} />
      <Card as="section" aria-labelledby="import-step-heading">
        <StepHeading id="import-step-heading" ref={heading} tabIndex={-1}>
          {step}
        </StepHeading>
        {body()}
      </Card>
    </>
  );
}
