import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { describe, it } from 'node:test';
import { ConnectionCaps, defaultConnectionCaps, openFileLimit } from './connection-caps.js';

const socket = (remoteAddress: string) =>
  Object.assign(new EventEmitter(), { remoteAddress }) as unknown as Socket;

describe('ConnectionCaps', () => {
  it('one client holds at most its share; an IPv6 /64 is one client; a closed connection frees its place', () => {
    const caps = new ConnectionCaps({ total: 10, perClient: 2 });
    const a = [socket('2001:db8:1:2::1'), socket('2001:db8:1:2:ffff::9')];
    assert.deepEqual(
      a.map((s) => caps.admit(s)),
      [true, true],
    );
    assert.equal(caps.admit(socket('2001:db8:1:2::7')), false, 'same /64');
    assert.equal(caps.admit(socket('2001:db8:1:3::1')), true, 'another /64');
    a[0]!.emit('close');
    assert.equal(caps.admit(socket('2001:db8:1:2::7')), true);
    assert.equal(caps.inUse, 3);
  });

  it('the total holds across clients', () => {
    const caps = new ConnectionCaps({ total: 3, perClient: 3 });
    const admitted = ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4'].map((ip) => caps.admit(socket(ip)));
    assert.deepEqual(admitted, [true, true, true, false]);
  });

  it('defaults: half the spare descriptors, an eighth of that per client, or the flag', () => {
    const fds = openFileLimit();
    const caps = defaultConnectionCaps();
    if (fds !== undefined) assert.equal(caps.total, Math.max(16, Math.floor((fds - 64) / 2)));
    assert.equal(caps.perClient, Math.max(1, Math.floor(caps.total / 8)));
    assert.equal(defaultConnectionCaps(3).perClient, 3);
  });
});
