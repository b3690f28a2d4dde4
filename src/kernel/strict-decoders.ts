// Decoders that throw on a malformed byte, each made on its first use: a TextDecoder holds a native
// converter, which V8 cannot put in a start-up snapshot, and building one (src/cli/snapshot.ts) evaluates
// the kernel's modules.
type Decoder = InstanceType<typeof TextDecoder>;

let utf8: Decoder | undefined;
let utf16le: Decoder | undefined;

export function strictUtf8(): Decoder {
  utf8 ??= new TextDecoder('utf-8', { fatal: true });
  return utf8;
}

export function strictUtf16le(): Decoder {
  utf16le ??= new TextDecoder('utf-16le', { fatal: true });
  return utf16le;
}
