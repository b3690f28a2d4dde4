import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { upstreamBase } from './proxy.js';

describe('upstreamBase: --base-url both ways', () => {
  it('anthropic: an origin or a prefix without /v1 gets /v1, a /v1 base is kept', () => {
    assert.equal(upstreamBase('https://api.anthropic.com', 'anthropic'), 'https://api.anthropic.com/v1');
    assert.equal(upstreamBase('https://api.anthropic.com/', 'anthropic'), 'https://api.anthropic.com/v1');
    assert.equal(upstreamBase('https://api.anthropic.com/v1', 'anthropic'), 'https://api.anthropic.com/v1');
    assert.equal(upstreamBase('https://api.anthropic.com/v1/', 'anthropic'), 'https://api.anthropic.com/v1');
    assert.equal(
      upstreamBase('http://gw.example/team/anthropic', 'anthropic'),
      'http://gw.example/team/anthropic/v1',
    );
    // Only a whole last segment counts: /xv1 is not /v1.
    assert.equal(upstreamBase('http://gw.example/xv1', 'anthropic'), 'http://gw.example/xv1/v1');
  });

  it('openai: the base is taken as given', () => {
    assert.equal(upstreamBase('https://api.openai.com/v1', 'openai'), 'https://api.openai.com/v1');
    assert.equal(upstreamBase('http://127.0.0.1:11434/api/', 'openai'), 'http://127.0.0.1:11434/api');
  });
});
