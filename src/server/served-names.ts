// Which names the gateway answers to, and which browser pages may call it (docs/operations.md, "Served
// names"). A DNS-rebinding page reaches a loopback gateway under its own name (Host: evil.example) and
// from its own origin; both are refused on every route, before auth, before the body is read.
import type { IncomingHttpHeaders } from 'node:http';
import { networkInterfaces } from 'node:os';
import { GateError } from '../kernel/errors.js';
import { withoutTrailing } from '../kernel/trailing.js';

export interface ServedNamesOptions {
  /** The --addr host. A wildcard bind (0.0.0.0, ::) serves every local interface address. */
  bindHost: string;
  /** --allowed-host: more names (a DNS name, a proxy's name); `*` turns the Host check off. */
  allowedHosts?: readonly string[];
  /** --allowed-origin: browser origins (`https://app.example`) allowed to call; `*` allows any. */
  allowedOrigins?: readonly string[];
}

export interface ServedNames {
  /** The refusal for a request whose Host or Origin is not served, else undefined. */
  refusal(headers: IncomingHttpHeaders, authority?: string): GateError | undefined;
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARD_BINDS = new Set(['0.0.0.0', '::', '[::]']);
/** `name`, `name:port`, `[v6]`, `[v6]:port`: what RFC 9110 allows in Host (userinfo is not allowed). */
const AUTHORITY = /^(\[[0-9a-f:.]+\]|[a-z0-9\-._~!$&'()*+,;=%]+)(?::(\d{0,5}))?$/;

export function servedNames(opts: ServedNamesOptions): ServedNames {
  const hosts = new Set(LOOPBACK_NAMES);
  const anyHost = opts.allowedHosts?.includes('*') ?? false;
  const bind = hostName(opts.bindHost);
  if (WILDCARD_BINDS.has(bind)) for (const address of interfaceAddresses()) hosts.add(address);
  else hosts.add(bind);
  for (const name of opts.allowedHosts ?? []) if (name !== '*') hosts.add(hostName(name));
  const anyOrigin = opts.allowedOrigins?.includes('*') ?? false;
  const origins = new Set((opts.allowedOrigins ?? []).map(originKey));

  function hostRefusal(value: string | undefined, what: string): GateError | undefined {
    if (value === undefined || value === '')
      return new GateError(
        'HOST_NOT_SERVED',
        `the request has no ${what}; gate answers only to its served names`,
      );
    const m = AUTHORITY.exec(value.toLowerCase());
    if (!m) return new GateError('HOST_NOT_SERVED', `the request's ${what} is not a valid host[:port]`);
    if (anyHost || hosts.has(hostName(m[1]!))) return undefined;
    return new GateError(
      'HOST_NOT_SERVED',
      `the request's ${what} is not a name this gateway is served as (loopback names, the --addr host, --allowed-host)`,
    );
  }

  return {
    refusal(headers, authority) {
      const host = headers.host;
      const refused =
        hostRefusal(host, 'Host header') ??
        (authority === undefined ? undefined : hostRefusal(authority, 'request-target authority'));
      if (refused) return refused;
      const origin = headers.origin;
      if (origin === undefined || anyOrigin) return undefined;
      const key = originKey(origin);
      // The gateway's own origin (a page it served itself, or a client that names it) is not a foreign page.
      if (origins.has(key) || key === `http://${host!.toLowerCase()}`) return undefined;
      return new GateError(
        'ORIGIN_NOT_ALLOWED',
        'requests from a browser origin are refused unless the origin is listed with --allowed-origin',
      );
    },
  };
}

/** A host as compared: lower case, an IPv6 literal in brackets, no port. */
function hostName(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.includes(':') && !h.startsWith('[')) return `[${h}]`;
  return h.endsWith('.') ? h.slice(0, -1) : h;
}

function originKey(origin: string): string {
  return withoutTrailing(origin.trim().toLowerCase(), '/');
}

function interfaceAddresses(): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const info of list ?? []) out.push(hostName(info.address.replace(/%.*$/, '')));
  }
  return out;
}
