// Text gate did not write (a recall image, a journal from another machine) on a terminal line.

/** Made safe for a terminal line: control characters shown as `?`, length bounded. */
export function printable(text: string, max = 80): string {
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
