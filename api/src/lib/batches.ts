import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Reads a whole list one batch at a time: `read(after)` answers the batch following the last row of
 * the previous one (a keyset seek, so each batch costs the same wherever it starts). The event
 * loop is let go between batches, so other requests run meanwhile instead of after the list.
 */
export async function* inBatches<Row>(
  read: (after: Row | undefined) => Promise<Row[]>,
  batchSize: number,
) {
  let last: Row | undefined;
  for (;;) {
    const rows = await read(last);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    last = rows.at(-1);
    await nextTurn();
  }
}

/**
 * Batches of rows as one JSON array, streamed: memory holds a batch per reader, not the whole
 * answer, and a slow reader pauses its own reads (the stream is pulled, not pushed).
 */
export function jsonArray(batches: AsyncIterable<unknown[]>): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      yield '[';
      for await (const rows of batches) {
        const json = JSON.stringify(rows);
        yield first ? json.slice(1, -1) : `,${json.slice(1, -1)}`;
        first = false;
      }
      yield ']';
    })(),
    { objectMode: false },
  );
}
