// Turns a V8 CPU profile into tables of ms per kudos: self time per package / our file, the same with node core and
// native frames charged to the nearest library or file that called them, and the hottest functions.
type Frame = { functionName: string; url: string; lineNumber: number };
type Node = { id: number; callFrame: Frame; children?: number[] };
export type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

/** Which package or file of ours a frame belongs to; undefined for node core and native frames. */
function owner(url: string): string | undefined {
  const lib = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (lib) return lib[1];
  const ours = /\/(?:src|dist)\/(.+?)\.[cm]?[jt]s$/.exec(url);
  if (ours) return `ours:${ours[1]}`;
  if (url.startsWith('file:') || url.startsWith('/')) return url.replace(/.*\/(bench|test)\//, '$1/');
  return undefined;
}
const raw = (f: Frame) =>
  owner(f.url) ??
  (f.url.startsWith('node:') ? `node:${f.url.slice(5).split('/')[0]}` : f.url ? f.url : f.functionName.startsWith('(') ? f.functionName : 'native');

export function summarise(profile: Profile, kudos: number, rows = 22) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000));
  const charged = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const o = owner(byId.get(at)!.callFrame.url);
      if (o) return o;
    }
    return raw(byId.get(id)!.callFrame);
  };
  const tables = {
    'self, by package / our file': new Map<string, number>(),
    'core+native charged to caller': new Map<string, number>(),
    'hottest functions (self)': new Map<string, number>(),
  };
  let total = 0;
  for (const [id, ms] of self) {
    const f = byId.get(id)!.callFrame;
    total += ms;
    const add = (t: Map<string, number>, k: string) => t.set(k, (t.get(k) ?? 0) + ms);
    add(tables['self, by package / our file'], raw(f));
    add(tables['core+native charged to caller'], charged(id));
    add(tables['hottest functions (self)'], `${f.functionName || '(anon)'} ${raw(f)}:${f.lineNumber + 1}`);
  }
  const busy = total - (tables['self, by package / our file'].get('(idle)') ?? 0);
  console.log(`profiled ${total.toFixed(0)} ms, busy ${busy.toFixed(0)} ms = ${(busy / kudos).toFixed(3)} ms a kudos`);
  for (const [title, t] of Object.entries(tables)) {
    console.log(`\n${title}: ms a kudos (share of busy)`);
    for (const [k, ms] of [...t]
      .filter(([k]) => k !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)) {
      console.log(`  ${(ms / kudos).toFixed(3).padStart(7)}  ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${k}`);
    }
  }
}
