// The command line of a `gate serve` in front of a bench's fake provider, shared by the wire benches.

/** Arguments for node: `bin serve` on a free loopback port, forwarding to `baseUrl` as `provider`. */
export function gateServeArgs(bin: string, baseUrl: string, provider: string): string[] {
  return [bin, 'serve', '--addr', '127.0.0.1:0', '--base-url', baseUrl, '--provider', provider];
}
