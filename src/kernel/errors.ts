// One registry of gate's own fault codes (refusals are Verdict values, never these).
// Each code has a status (HTTP) and a message template; messages name fields, never argument values.
// docs/errors.md lists every code; a test keeps the two in step.

export const ERROR_CODES = {
  MANIFEST_INVALID: { status: 400, summary: 'the policy manifest failed to load' },
  BAD_FLAG: { status: 400, summary: 'a command-line flag is missing or has a bad value' },
  BAD_JSON: { status: 400, summary: 'the request body is not valid JSON' },
  BAD_REQUEST: {
    status: 400,
    summary: 'the request is well-formed JSON but not a valid request for this route',
  },
  TOOL_NOT_ADMITTED: {
    status: 400,
    summary: 'the request declares a tool the provider runs itself that the floor does not admit',
  },
  UNAUTHORIZED: { status: 401, summary: 'missing or wrong gateway key' },
  FORBIDDEN: { status: 403, summary: 'the key presented may not use this route (an operator route)' },
  HOST_NOT_SERVED: { status: 403, summary: 'the Host is not a name the gateway is served as' },
  ORIGIN_NOT_ALLOWED: { status: 403, summary: 'a browser Origin the gateway was not told to allow' },
  NOT_FOUND: { status: 404, summary: 'no such route, or the feature behind it is off' },
  METHOD_NOT_ALLOWED: { status: 405, summary: 'the route does not accept this method' },
  CONFLICT: { status: 409, summary: 'the approval is no longer pending' },
  BODY_TOO_LARGE: { status: 413, summary: 'the request body exceeds --max-body-bytes' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, summary: 'the route needs Content-Type: application/json' },
  REQUEST_TIMEOUT: { status: 408, summary: 'the client did not send the request in time' },
  HEADERS_TOO_LARGE: { status: 431, summary: 'the request line and headers exceed the server limit' },
  UPSTREAM_UNREACHABLE: { status: 502, summary: 'the upstream model endpoint could not be reached' },
  UPSTREAM_TIMEOUT: { status: 504, summary: 'the upstream model endpoint did not answer in time' },
  JOURNAL_UNAVAILABLE: { status: 503, summary: 'the audit journal cannot record; decisions are refused' },
  REVOCATIONS_FULL: {
    status: 507,
    summary: 'the revoked-witness set is at --max-revoked; the revoke was not recorded',
  },
  STORE_UNAVAILABLE: { status: 503, summary: 'the shared state store is unreachable' },
  GATEWAY_BUSY: {
    status: 503,
    summary: 'the request bodies being read are at --max-request-total-bytes; retry later',
  },
  BACKEND_BUSY: {
    status: 503,
    summary:
      'a tool backend has its max_in_flight calls in flight, or the client its share; the call was not sent',
  },
  BACKEND_UNAVAILABLE: {
    status: 503,
    summary: 'a tool backend is down, restarting or went away during the call',
  },
  BACKEND_TIMEOUT: {
    status: 504,
    summary:
      'a tool backend did not answer a call within its deadline; gate cancelled it (it may have run in part)',
  },
  NO_BACKEND: {
    status: 503,
    summary:
      'no tool backend offers the tool now: its server was removed or changed its tools during the call',
  },
  PIPELINE_FULL: {
    status: 503,
    summary: 'more requests were pipelined on one connection than wait behind the one in hand; it closes',
  },
  SHUTTING_DOWN: { status: 503, summary: 'the gateway is stopping; the request was cut short' },
  INTERNAL: { status: 500, summary: 'an internal fault; the log has the details' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class GateError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Further problems of the same fault (several manifest errors); message is the first, stable one. */
  readonly problems: readonly string[];

  constructor(code: ErrorCode, message: string, problems: readonly string[] = [message]) {
    super(message);
    this.name = 'GateError';
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.problems = problems;
  }
}

export function isGateError(err: unknown): err is GateError {
  return err instanceof GateError;
}

// An operator reads "no such file", not ENOENT; the code stays beside the words for a search.
const FILE_PROBLEM_WORDS: ReadonlyMap<string, string> = new Map([
  ['ENOENT', 'no such file'],
  ['EISDIR', 'it is a directory'],
  ['ENOTDIR', 'a part of the path is not a directory'],
  ['EACCES', 'permission denied'],
  ['EPERM', 'operation not permitted'],
  ['ELOOP', 'too many symbolic links'],
  ['ENAMETOOLONG', 'the path is too long'],
  ['EMFILE', 'too many open files'],
  ['EIO', 'input/output error'],
  ['ENOSPC', 'no space left on device'],
  ['EROFS', 'read-only file system'],
]);

const OWN_CODES: ReadonlySet<string> = new Set(['ENOTREG', 'EFBIG', 'EILSEQ', 'EUNREADABLE']);

/** Why a file could not be opened or read, in words, from a Node file-system error. */
export function fileProblem(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return 'unreadable';
  // src/io/regular-file.ts's own refusals carry their reason (and bound) in the message.
  const message = (err as { message?: unknown }).message;
  if (OWN_CODES.has(code) && typeof message === 'string') return `${message} (${code})`;
  const words = FILE_PROBLEM_WORDS.get(code);
  return words === undefined ? code : `${words} (${code})`;
}
