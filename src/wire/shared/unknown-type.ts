// The name a part of a type gate does not know is judged or screened under (`item:<type>` on Responses,
// `block:<type>` on messages, `message:<role>`, `part:<type>` and `call:<type>` on chat), so a floor that does not name it
// refuses it and an operator can admit a type by name.

// A type name shown in a verdict, the journal and metrics: a hostile upstream's type is no free text there.
const SHOWN_TYPE = /^[A-Za-z0-9_.-]{1,64}$/;

/** `<part>:<type>`, or `<part>:?` when the type is missing or not a short plain name. */
export function unknownTypeTool(part: 'item' | 'block' | 'message' | 'part' | 'call', type: unknown): string {
  return `${part}:${typeof type === 'string' && SHOWN_TYPE.test(type) ? type : '?'}`;
}
