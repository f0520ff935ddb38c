import type { ReactNode } from 'react';
import {
  ApiError,
  EmptyState,
  ErrorState,
  isAbortError,
  LinkButton,
  Loading,
} from '@spotter/shared/core';
import type { Resource } from './resource';
import { useResourceOne } from './use-resource-list';

export interface RecordPageTexts {
  /** e.g. 'Plan not found', with a link back (`backLabel` → `backTo`). */
  notFound: string;
  backLabel: string;
  backTo: string;
  loadFailed: string;
}

type RecordPage<One> = { record: One; fallback?: never } | { record?: never; fallback: ReactNode };

/**
 * The record an edit or profile screen shows, or what to show instead: loading, not found (an
 * unknown id, or one the API cannot parse (400)), or the failure
 * with Retry. `id` undefined (e.g. malformed, so not worth asking for) reads as not found.
 */
export function useRecordPage<Row, One, Plain, OneReply>(
  resource: Resource<Row, One, Plain, OneReply>,
  id: string | undefined,
  texts: RecordPageTexts,
): RecordPage<One> {
  const { record, error, isLoading, retry } = useResourceOne(resource, id);
  const notFound = (
    <EmptyState>
      <p>{texts.notFound}</p>
      <LinkButton variant="secondary" to={texts.backTo}>
        {texts.backLabel}
      </LinkButton>
    </EmptyState>
  );
  if (id === undefined) return { fallback: notFound };
  if (isLoading) return { fallback: <Loading /> };
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return { fallback: notFound };
  if (error && !isAbortError(error))
    return { fallback: <ErrorState message={texts.loadFailed} onRetry={retry} /> };
  if (record) return { record };
  // An aborted read is retried as soon as the screen reads it again.
  return { fallback: error ? <Loading /> : notFound };
}
