// CPU used by the processes a benchmark started (Linux /proc): the database server's among them,
// whose time the API's own figures do not show. And a process's resident memory.
import fs from 'node:fs';

/** A process's resident memory now (VmRSS), in MB. */
export const rssMegabytes = (pid) =>
  Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)[1]) / 1024;

const TICKS_PER_SECOND = 100;

/** pid → [parent pid, CPU seconds so far] for every process that can be read. */
function processes() {
  const all = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name (2nd field) may hold spaces: the fields after it start past its ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(name), [
        Number(fields[1]),
        (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
      ]);
    } catch {
      // Ended meanwhile.
    }
  }
  return all;
}

/** CPU seconds so far of each process descending from `root` (this process by default). */
export function descendantsCpu(root = process.pid) {
  const all = processes();
  const children = new Map();
  for (const [pid, [parent]] of all) children.set(parent, [...(children.get(parent) ?? []), pid]);
  const seconds = new Map();
  const walk = (pid) => {
    for (const child of children.get(pid) ?? []) {
      seconds.set(child, all.get(child)[1]);
      walk(child);
    }
  };
  walk(root);
  return seconds;
}

/** Cores used between two `descendantsCpu` readings `seconds` apart, by the processes not in `except`. */
export function coresBetween(before, after, seconds, except = []) {
  let used = 0;
  for (const [pid, total] of after)
    if (!except.includes(pid)) used += total - (before.get(pid) ?? 0);
  return used / seconds;
}
