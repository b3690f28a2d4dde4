// Builds results.jsonl: hand-written records (handwritten-*.txt) plus records composed by compose.mjs.
// Hand-written format: a line "@@ <injected|clean> <kind> <tool> <style>" opens a record; its text runs to the next "@@ " line.
// Usage: node test/corpus/independent-r6/build.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compose } from './compose.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const COMPOSED_INJECTED = 250;
const COMPOSED_CLEAN = 250;

const records = [];
const counters = { injected: 0, clean: 0 };
for (const f of readdirSync(here).filter((n) => /^handwritten-.*\.txt$/.test(n)).sort()) {
  const lines = readFileSync(join(here, f), 'utf8').split('\n');
  let cur = null;
  const flush = () => {
    if (!cur) return;
    const text = cur.body.join('\n').replace(/\s+$/, '');
    if (!text) throw new Error(`${f}: empty record ${cur.id}`);
    records.push({ id: cur.id, label: cur.label, kind: cur.kind, tool: cur.tool, style: cur.style, text });
  };
  for (const line of lines) {
    if (line.startsWith('@@ ')) {
      flush();
      const [label, kind, tool, style] = line.slice(3).trim().split(/\s+/);
      if (label !== 'injected' && label !== 'clean') throw new Error(`${f}: bad label in ${line}`);
      if (!kind || !tool || !style) throw new Error(`${f}: header needs label kind tool style: ${line}`);
      counters[label]++;
      const id = `hw-${label === 'injected' ? 'inj' : 'cln'}-${String(counters[label]).padStart(3, '0')}`;
      cur = { id, label, kind, tool, style, body: [] };
    } else if (cur) {
      cur.body.push(line.replace(/\\u200b/g, '\u200b'));
    }
  }
  flush();
}
records.push(...compose(COMPOSED_INJECTED, COMPOSED_CLEAN));
writeFileSync(join(here, 'results.jsonl'), `${records.map((r) => JSON.stringify(r)).join('\n')}\n`);
const by = {};
for (const r of records) {
  const k = `${r.label}\t${r.id.startsWith('hw-') ? 'hand' : 'composed'}`;
  by[k] = (by[k] ?? 0) + 1;
}
console.log(by);
