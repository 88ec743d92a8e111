/**
 * Reads a Chromium trace's renderer main thread (tests/tools/perf-trace.ts): each event's self time, in CPU
 * (`tdur`) and wall (`dur`) terms, grouped as Lighthouse's main-thread-work-breakdown groups them, script
 * time by the file it ran from, and the blocking time of the top-level tasks.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; scriptName?: string }; fileName?: string };
}

export interface TraceSummary {
  /**
   * Σ max(0, task CPU − 50 ms) over top-level tasks. Chromium's slowdown keeps the thread busy (its CPU time
   * grows with it), so this is the blocking at the slowdown, less what waiting for a busy machine's cores adds.
   */
  blockingCpu: number;
  /** Σ max(0, task wall − 50 ms) as traced (slowdown and the machine's load included). */
  blockingWall: number;
  longTasks: number;
  /** Style and layout a script forced (it read a size or position while the page was changed): the layout thrash to cut. */
  forced: number;
  longestCpu: number;
  totalCpu: number;
  groups: Record<string, number>;
  byUrl: Record<string, number>;
}

const GROUPS: [string, RegExp][] = [
  [
    'compile',
    /^(v8\.compile|v8\.compileModule|V8\.Compile|v8\.produce|CacheScript|v8\.parseOnBackground|v8\.deserialize)/,
  ],
  [
    'script',
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|EventDispatch|RunMicrotasks|v8\.run|V8\.Execute|FireAnimationFrame|FireIdleCallback|XHR|v8\.callFunction|RunMicrotask)/,
  ],
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|InvalidateLayout|Layout$|HitTest)/],
  ['paint', /^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|Decode|ImageDecode|RasterTask)/],
  ['parse', /^(ParseHTML|ParseAuthorStyleSheet)/],
  ['gc', /(GC|^BlinkGC|^ThreadState::)/],
];
const TOP = /^(RunTask|ThreadControllerImpl::RunTask)$/;

const groupOf = (name: string) => GROUPS.find(([, re]) => re.test(name))?.[0] ?? 'other';

/** The renderer main thread that did most work (the measured page's; the seeding page's work is before the trace). */
function mainThread(events: TraceEvent[]): string {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const work = new Map<string, number>();
  for (const e of events)
    if (e.ph === 'X' && TOP.test(e.name) && mains.has(`${e.pid}:${e.tid}`))
      work.set(`${e.pid}:${e.tid}`, (work.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  return [...work].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

interface Frame {
  e: TraceEvent;
  end: number;
  cpu: number;
  childCpu: number;
  url?: string;
  /** Inside a script's call (a layout here was forced by it). */
  inScript: boolean;
}

/** The self CPU of `frame` (its own CPU less its children's), its wall time scaled where the event has no CPU figure. */
function own(frame: Frame) {
  return Math.max(0, frame.cpu - frame.childCpu);
}

export function summarise(events: TraceEvent[]): TraceSummary {
  const main = mainThread(events);
  const xs = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const s: TraceSummary = {
    blockingCpu: 0,
    blockingWall: 0,
    longTasks: 0,
    forced: 0,
    longestCpu: 0,
    totalCpu: 0,
    groups: {},
    byUrl: {},
  };
  const stack: Frame[] = [];
  const close = (frame: Frame) => {
    const self = own(frame) / 1000;
    const group = groupOf(frame.e.name);
    s.groups[group] = (s.groups[group] ?? 0) + self;
    if (group === 'style' && frame.inScript) s.forced += self;
    if (frame.url && group !== 'other') s.byUrl[frame.url] = (s.byUrl[frame.url] ?? 0) + self;
  };
  for (const e of xs) {
    while (stack.length && stack.at(-1)!.end <= e.ts) close(stack.pop()!);
    const parent = stack.at(-1);
    // An event without a CPU figure takes its parent's CPU-to-wall ratio.
    const ratio = parent && parent.e.dur ? parent.cpu / parent.e.dur : 1;
    const cpu = e.tdur ?? e.dur! * ratio;
    if (parent) parent.childCpu += Math.min(cpu, Math.max(0, parent.cpu - parent.childCpu));
    const url = e.args?.data?.url || e.args?.data?.scriptName || e.args?.fileName || parent?.url;
    const inScript = !!parent && (parent.inScript || groupOf(parent.e.name) === 'script');
    stack.push({ e, end: e.ts + e.dur!, cpu, childCpu: 0, url: url || undefined, inScript });
    if (!parent && TOP.test(e.name)) {
      const cpuMs = cpu / 1000;
      const wallMs = e.dur! / 1000;
      s.totalCpu += cpuMs;
      s.longestCpu = Math.max(s.longestCpu, cpuMs);
      s.blockingCpu += Math.max(0, cpuMs - 50);
      s.blockingWall += Math.max(0, wallMs - 50);
      if (wallMs > 50) s.longTasks++;
    }
  }
  while (stack.length) close(stack.pop()!);
  return s;
}
