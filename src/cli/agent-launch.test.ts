import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { agentKind, launchPlan } from './agent-launch.js';

const ctx = (env: NodeJS.ProcessEnv = {}) => ({
  url: 'http://127.0.0.1:4000',
  key: 'gate-run-key',
  env: { PATH: '/bin', PROVIDER_KEY: 'sk-p', ...env },
  hide: 'PROVIDER_KEY',
});

describe('agent-launch', () => {
  it('knows an agent by its file name, whatever the path or launcher suffix', () => {
    assert.equal(agentKind('/usr/local/bin/claude'), 'claude');
    assert.equal(agentKind('node_modules/.bin/codex'), 'codex');
    assert.equal(agentKind('C:\\tools\\opencode.exe'.replaceAll('\\', '/')), 'opencode');
    assert.equal(agentKind('codex.js'), 'codex');
    assert.equal(agentKind('claude-wrapper'), 'other');
  });

  it('Claude Code: base URL and bearer token; the user API key and the provider key are removed', () => {
    const p = launchPlan('claude', ['claude', '-p', 'x'], ctx({ ANTHROPIC_API_KEY: 'sk-ant-user' }));
    assert.deepEqual([p.command, p.args], ['claude', ['-p', 'x']]);
    assert.equal(p.env.ANTHROPIC_BASE_URL, 'http://127.0.0.1:4000');
    assert.equal(p.env.ANTHROPIC_AUTH_TOKEN, 'gate-run-key');
    assert.equal(p.env.ANTHROPIC_API_KEY, undefined);
    assert.equal(p.env.PROVIDER_KEY, undefined);
    assert.equal(p.env.GATE_URL, 'http://127.0.0.1:4000');
    assert.equal(p.env.GATE_KEY, 'gate-run-key');
  });

  it('Codex: -c overrides as TOML strings before its own arguments; the key travels in GATE_KEY', () => {
    const p = launchPlan('codex', ['codex', 'exec', 'hi'], ctx());
    assert.deepEqual(p.args, [
      '-c',
      'model_provider="gate"',
      '-c',
      'model_providers.gate.name="gate"',
      '-c',
      'model_providers.gate.base_url="http://127.0.0.1:4000/v1"',
      '-c',
      'model_providers.gate.wire_api="responses"',
      '-c',
      'model_providers.gate.env_key="GATE_KEY"',
      'exec',
      'hi',
    ]);
    assert.equal(p.env.GATE_KEY, 'gate-run-key');
  });

  it("opencode: inline config with both providers, keeping the user's own inline config", () => {
    const own = { theme: 'x', provider: { anthropic: { options: { timeout: 5 }, models: { m: {} } } } };
    const p = launchPlan('opencode', ['opencode'], ctx({ OPENCODE_CONFIG_CONTENT: JSON.stringify(own) }));
    const cfg = JSON.parse(p.env.OPENCODE_CONFIG_CONTENT!);
    assert.equal(cfg.theme, 'x');
    assert.deepEqual(cfg.provider.anthropic, {
      options: { timeout: 5, baseURL: 'http://127.0.0.1:4000/v1', apiKey: '{env:GATE_KEY}' },
      models: { m: {} },
    });
    assert.deepEqual(cfg.provider.openai.options, {
      baseURL: 'http://127.0.0.1:4000/v1',
      apiKey: '{env:GATE_KEY}',
    });
    assert.throws(
      () => launchPlan('opencode', ['opencode'], ctx({ OPENCODE_CONFIG_CONTENT: '[1]' })),
      /OPENCODE_CONFIG_CONTENT is set but is not a JSON object/,
    );
  });

  it('any other agent: both base URLs and both keys', () => {
    const p = launchPlan('other', ['my-agent'], ctx({ ANTHROPIC_AUTH_TOKEN: 'user-token' }));
    assert.equal(p.env.OPENAI_BASE_URL, 'http://127.0.0.1:4000/v1');
    assert.equal(p.env.OPENAI_API_KEY, 'gate-run-key');
    assert.equal(p.env.ANTHROPIC_BASE_URL, 'http://127.0.0.1:4000');
    assert.equal(p.env.ANTHROPIC_API_KEY, 'gate-run-key');
    assert.equal(p.env.ANTHROPIC_AUTH_TOKEN, undefined);
  });

  it('round 35: every variable holding the provider key goes; a short key only as a whole value', () => {
    const key = 'sk-live-0123456789abcdefXYZ';
    const long = launchPlan('codex', ['codex'], {
      ...ctx({
        PROVIDER_KEY: key,
        OPENAI_API_KEY: key,
        HEADER: `Authorization: Bearer ${key}`,
        B64: Buffer.from(`x:${key}`).toString('base64url'),
        OTHER: 'sk-live-another',
      }),
      providerKey: key,
    });
    for (const name of ['PROVIDER_KEY', 'OPENAI_API_KEY', 'HEADER', 'B64'])
      assert.equal(long.env[name], undefined, name);
    assert.equal(long.env.OTHER, 'sk-live-another');
    assert.equal(long.env.PATH, '/bin');
    // A short key is matched whole only: PATH holding it by chance stays.
    const short = launchPlan('codex', ['codex'], {
      ...ctx({ PATH: '/usr/local/bin', COPY: 'local' }),
      providerKey: 'local',
    });
    assert.equal(short.env.PATH, '/usr/local/bin');
    assert.equal(short.env.COPY, undefined);
  });
});
