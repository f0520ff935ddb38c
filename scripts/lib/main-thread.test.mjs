import { analyseMainThread, CONTENT_MARK, kindOf } from './main-thread.mjs';

// A renderer (pid 1) whose main thread is tid 10, a compositor thread (tid 11) and another
// renderer (pid 2); times in µs, the page's navigation at 1,000,000.
const NAV = 1_000_000;
const task = (ts, dur, name = 'RunTask', tid = 10, pid = 1) => ({
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
  name,
});
const at = (ms) => NAV + ms * 1000;
const trace = {
  traceEvents: [
    { ph: 'M', pid: 1, tid: 10, name: 'thread_name', args: { name: 'CrRendererMain' } },
    {
      ph: 'R',
      pid: 1,
      tid: 10,
      ts: NAV,
      name: 'navigationStart',
      args: { data: { documentLoaderURL: 'http://localhost:3000/users' } },
    },
    // Before the navigation: not counted.
    task(NAV - 50_000, 40_000),
    task(NAV - 50_000, 40_000, 'EvaluateScript'),
    // 0–100 ms: a task (20 ms of its own) running a script (50 ms of its own) that compiles
    // (10 ms: a V8 event, script) and recalculates styles (20 ms).
    task(at(0), 100_000),
    task(at(5), 80_000, 'FunctionCall'),
    task(at(10), 10_000, 'V8.CompileCode'),
    task(at(30), 20_000, 'UpdateLayoutTree'),
    // 150–180 ms: layout, then paint; the first paint.
    task(at(150), 30_000),
    { ph: 'B', pid: 1, tid: 10, ts: at(150), name: 'Layout' },
    { ph: 'E', pid: 1, tid: 10, ts: at(165) },
    task(at(165), 15_000, 'Paint'),
    { ph: 'R', pid: 1, tid: 10, ts: at(175), name: 'firstPaint' },
    // 200–500 ms: a long task, half past the content at 400 ms (its first 200 ms count).
    task(at(200), 300_000),
    task(at(200), 300_000, 'TimerFire'),
    { ph: 'R', pid: 1, tid: 10, ts: at(400), name: CONTENT_MARK },
    // After the content: a 120 ms task within the next second, a 900 ms one after it.
    task(at(600), 120_000),
    task(at(1500), 900_000),
    // Other threads and processes are not the page's main thread.
    task(at(0), 5_000_000, 'RunTask', 11),
    task(at(0), 5_000_000, 'RunTask', 10, 2),
  ],
};

test('splits the main thread before the content into script, style and layout, rendering and other', () => {
  const result = analyseMainThread(trace);
  expect(result.toContent).toBe(400);
  expect(result.firstPaint).toBe(175);
  expect(result.script).toBeCloseTo(50 + 10 + 200);
  expect(result.style).toBeCloseTo(20 + 15);
  expect(result.rendering).toBeCloseTo(15);
  expect(result.other).toBeCloseTo(20);
  expect(result.busy).toBeCloseTo(100 + 30 + 200);
});

test('finds the longest task before the content and the longest from the first paint to 1 s after it', () => {
  const result = analyseMainThread(trace);
  expect(result.longestBefore).toBe(300);
  expect(result.longestAfterPaint).toBe(300);
  const shortTasks = {
    traceEvents: trace.traceEvents.filter((e) => !(e.ts === at(200) && e.dur === 300_000)),
  };
  expect(analyseMainThread(shortTasks).longestAfterPaint).toBe(120);
});

test('reads a trace as Chromium writes it, and says so when the content never appeared', () => {
  expect(analyseMainThread(Buffer.from(JSON.stringify(trace))).toContent).toBe(400);
  expect(() => analyseMainThread(trace.traceEvents.filter((e) => e.name !== CONTENT_MARK))).toThrow(
    'content never appeared',
  );
});

test('names the kind of the events DevTools sums', () => {
  expect(['EvaluateScript', 'v8.compile', 'V8.Execute', 'FunctionCall'].map(kindOf)).toEqual(
    Array(4).fill('script'),
  );
  expect(['UpdateLayoutTree', 'Layout', 'ParseAuthorStyleSheet'].map(kindOf)).toEqual(
    Array(3).fill('style'),
  );
  expect(['Paint', 'PrePaint', 'Layerize', 'Commit'].map(kindOf)).toEqual(
    Array(4).fill('rendering'),
  );
  expect(kindOf('ParseHTML')).toBeNull();
});
