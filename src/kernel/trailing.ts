// A run of one character taken off a text's end, read back from the end once: `/x+$/` scans the run again from
// each of its characters when the run does not end the text (round 45: `ln -s a` then 40 kB of `/` then `x/`).

/** `text` without the run of `ch` (one UTF-16 unit) it ends in. */
export function withoutTrailing(text: string, ch: string): string {
  const code = ch.charCodeAt(0);
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === code) end--;
  return end === text.length ? text : text.slice(0, end);
}
