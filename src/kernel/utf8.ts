// UTF-8 sizes without encoding: argument rules (max_bytes) and result screening (OVERSIZE) both bound by them.

/** Whether the UTF-8 encoding of `text` is longer than `max` bytes, without encoding it. */
export function exceedsUtf8Bytes(text: string, max: number): boolean {
  // Each UTF-16 unit is 1 to 3 UTF-8 bytes (a surrogate pair is 4 for 2 units).
  if (text.length > max) return true;
  if (text.length * 3 <= max) return false;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (
      c >= 0xd800 &&
      c <= 0xdbff &&
      i + 1 < text.length &&
      (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00
    ) {
      bytes += 4;
      i++;
    } else bytes += 3;
    if (bytes > max) return true;
  }
  return false;
}
