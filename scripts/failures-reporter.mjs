// A node:test reporter that prints, after every other line, the tests that failed with their file and
// first line of error: CI keeps only the tail of a run's output, and the TAP stream names a failure
// thousands of lines before its end.
import { inspect } from 'node:util';

// An error's cause can be any value, even one String() throws on (an object with no prototype): the
// reporter must never be what fails the run.
function text(value) {
  try {
    return String(value?.message ?? value ?? '');
  } catch {
    return inspect(value, { depth: 2, breakLength: Number.POSITIVE_INFINITY });
  }
}

export default async function* failuresReporter(source) {
  const failed = [];
  for await (const event of source) {
    if (event.type !== 'test:fail') continue;
    const { name, file, details } = event.data;
    // A suite or a parent test fails when a test in it does: only the failing tests themselves are listed.
    if (details?.type === 'suite' || details?.error?.failureType === 'subtestsFailed') continue;
    const cause = details?.error?.cause ?? details?.error;
    const lines = text(cause)
      .split('\n')
      .filter((l) => l.trim() !== '');
    // A fast-check failure's own lines name the seed and the draw; its cause is what the property said
    // about the draw (the text it built from it), which the counterexample alone may not show.
    const said =
      cause?.cause === undefined ? '' : ` | cause: ${text(cause.cause).split('\n')[0].slice(0, 300)}`;
    failed.push(
      `- ${name} (${file ?? 'unknown file'}): ${lines.slice(0, 4).join(' | ').slice(0, 400)}${said}`,
    );
  }
  if (failed.length === 0) return;
  yield `\n# ${failed.length} failed:\n${failed.join('\n')}\n`;
}
