// What the page's main thread did before its content appeared, read from a Chromium performance
// trace (Playwright's browser.startTracing / stopTracing, the format DevTools' Performance panel
// opens). The page marks the moment its content matched (performance.mark(CONTENT_MARK), see
// content-probe.mjs); that mark names the renderer's main thread (its pid and tid) and the end of
// the window. Each trace event's self time (its duration less its children's) is put in one of
// four kinds by its name, as DevTools' summary does; an event of no known kind (a V8 or Blink
// internal one) takes its parent's, and a top-level task's own time is "other".

export const CONTENT_MARK = 'bench:content';

export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
];

const SCRIPT = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'XHRReadyStateChange',
  'XHRLoad',
  'CompileScript',
  'CompileCode',
  'CompileModule',
  'EvaluateModule',
  'CacheScript',
  'MajorGC',
  'MinorGC',
  'BlinkGC.AtomicPhase',
  'ThreadState::performIdleLazySweep',
  'LocalWindowProxy::Initialize',
  'FlushInstructionCache',
]);
const STYLE_AND_LAYOUT = new Set([
  'UpdateLayoutTree',
  'RecalculateStyles',
  'Layout',
  'ParseAuthorStyleSheet',
  'ScheduleStyleRecalculation',
  'InvalidateLayout',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
]);
const RENDERING = new Set([
  'Paint',
  'PrePaint',
  'Layerize',
  'Commit',
  'UpdateLayer',
  'UpdateLayerTree',
  'CompositeLayers',
  'PaintImage',
  'Decode Image',
  'BeginMainThreadFrame',
  'ScrollLayer',
  'Animation',
]);

/** 'script', 'style', 'rendering' or null (not known: the parent's kind). */
export function kindOf(name) {
  if (SCRIPT.has(name) || /^v8[.:]/i.test(name) || name.startsWith('V8.')) return 'script';
  if (STYLE_AND_LAYOUT.has(name)) return 'style';
  if (RENDERING.has(name)) return 'rendering';
  return null;
}

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The trace's events, whichever of its two JSON shapes Chromium wrote. */
export function traceEvents(trace) {
  const parsed = typeof trace === 'string' || Buffer.isBuffer(trace) ? JSON.parse(trace) : trace;
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** Complete events (`X`, and `B`/`E` pairs) of one thread, as { name, ts, end } in µs, by start. */
function spans(events, pid, tid) {
  const out = [];
  const open = [];
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.ph === 'X' && typeof e.dur === 'number')
      out.push({ name: e.name, ts: e.ts, end: e.ts + e.dur });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      if (begin) out.push({ name: begin.name, ts: begin.ts, end: e.ts });
    }
  }
  // A parent before its children: by start, then the longer first.
  return out.sort((a, b) => a.ts - b.ts || b.end - a.end);
}

/**
 * The main thread from `from` (µs, the trace's clock) to the content mark: self time by kind,
 * the longest task before content and the longest from the first paint to 1 s after content.
 * All figures in ms; `from` defaults to the page's navigationStart.
 */
export function analyseMainThread(trace, { afterMs = 1000 } = {}) {
  const events = traceEvents(trace);
  const mark = events.find((e) => e.name === CONTENT_MARK && e.ph !== 'M');
  if (!mark) throw new Error(`the trace has no ${CONTENT_MARK} mark: content never appeared`);
  const { pid, tid } = mark;
  const onThread = (e) => e.pid === pid && e.tid === tid;
  const navigation = events
    .filter((e) => onThread(e) && e.name === 'navigationStart' && e.ts <= mark.ts)
    .filter((e) => /^https?:/.test(e.args?.data?.documentLoaderURL ?? 'http:'))
    .at(-1);
  const start = navigation?.ts ?? Math.min(...events.filter(onThread).map((e) => e.ts));
  const paint = events.find((e) => e.pid === pid && e.name === 'firstPaint' && e.ts >= start);
  const end = mark.ts;
  const clip = (s, lo, hi) => Math.max(0, Math.min(s.end, hi) - Math.max(s.ts, lo));

  const totals = { script: 0, style: 0, rendering: 0, other: 0 };
  const tasks = [];
  const stack = [];
  for (const span of spans(events, pid, tid)) {
    while (stack.length && stack.at(-1).end <= span.ts) stack.pop();
    const parent = stack.at(-1);
    if (!parent) tasks.push(span);
    span.kind = kindOf(span.name) ?? (parent && !TOP_LEVEL.has(parent.name) ? parent.kind : null);
    const inWindow = clip(span, start, end);
    totals[span.kind ?? 'other'] += inWindow;
    if (parent) totals[parent.kind ?? 'other'] -= inWindow;
    stack.push(span);
  }
  const longest = (lo, hi) =>
    Math.max(0, ...tasks.filter((t) => t.ts >= lo && t.ts < hi).map((t) => t.end - t.ts));
  const ms = (us) => us / 1000;
  return {
    toContent: ms(end - start),
    firstPaint: paint ? ms(paint.ts - start) : null,
    script: ms(totals.script),
    style: ms(totals.style),
    rendering: ms(totals.rendering),
    other: ms(totals.other),
    busy: ms(totals.script + totals.style + totals.rendering + totals.other),
    longestBefore: ms(longest(start, end)),
    longestAfterPaint: ms(longest(paint?.ts ?? end, end + afterMs * 1000)),
  };
}
