import assert from 'node:assert/strict';
import { test } from 'node:test';
import { forbiddenHostIn, parseIPv4 } from './destinations.js';

test('IPv4 in every spelling a URL parser accepts', () => {
  assert.equal(parseIPv4('169.254.169.254'), 0xa9fea9fe);
  assert.equal(parseIPv4('2852039166'), 0xa9fea9fe);
  assert.equal(parseIPv4('0xa9fea9fe'), 0xa9fea9fe);
  assert.equal(parseIPv4('0251.0376.0251.0376'), 0xa9fea9fe);
  assert.equal(parseIPv4('169.254.43518'), 0xa9fea9fe);
  assert.equal(parseIPv4('0xa9.0xfe.0xa9fe'), 0xa9fea9fe);
  assert.equal(parseIPv4('1.2.3.4.5'), undefined);
  assert.equal(parseIPv4('256.1.1.1'), undefined);
  assert.equal(parseIPv4('08.1.1.1'), undefined, '8 is not an octal digit');
});

test('forbidden destinations are found inside any text and named canonically', () => {
  const cases: [string, string][] = [
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['curl -s http://2852039166/', '169.254.169.254'],
    ['GET http://0xA9FEA9FE/', '169.254.169.254'],
    ['http://0251.0376.0251.0376/', '169.254.169.254'],
    ['http://user:pw@169.254.169.254:80/x', '169.254.169.254'],
    ['http://%31%36%39.254.169.254/', '169.254.169.254'],
    ['http://１６９.２５４.１６９.２５４/', '169.254.169.254'],
    ['http://169。254。169。254/', '169.254.169.254'],
    ['nc 169.254.10.1 80', '169.254.10.1'],
    ['http://100.100.100.200/latest/meta-data', '100.100.100.200'],
    ['curl http://metadata/computeMetadata/v1/', 'metadata'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'metadata.google.internal'],
    ['http://METADATA.google.internal./', 'metadata.google.internal'],
    ['http://[fe80::1%25eth0]/', 'fe80::1'],
    ['http://[fd00:ec2::254]/latest', 'fd00:ec2::254'],
    ['http://[::ffff:169.254.169.254]/', '::ffff:a9fe:a9fe'],
    ['http://[::ffff:a9fe:a9fe]/', '::ffff:a9fe:a9fe'],
    ['http://[64:ff9b::169.254.169.254]/', '64:ff9b::a9fe:a9fe'],
    ['http://169.254.169.254.nip.io/', '169.254.169.254.nip.io'],
    ['http://169-254-169-254.sslip.io/', '169-254-169-254.sslip.io'],
  ];
  for (const [text, host] of cases) assert.equal(forbiddenHostIn(text), host, text);
});

test('ordinary destinations and numbers are not forbidden', () => {
  for (const text of [
    'https://example.com/a?b=1',
    'http://10.0.0.1:8080/',
    'http://[::1]/',
    'http://[2001:db8::1]/',
    'version 1.2.3 build 20',
    'ls -la src | head -20',
    'http://169.255.0.1/',
    'metadata: none',
    'get the instance-data and metadata fields',
    'https://cloud.google.com/compute/docs/metadata',
    '',
  ]) {
    assert.equal(forbiddenHostIn(text), undefined, text);
  }
});
