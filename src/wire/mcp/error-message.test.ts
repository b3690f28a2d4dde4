import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { withBareErrorMessage } from './error-message.js';

test("an error's message goes out without the SDK's prefix for its code, once; other messages as they are", () => {
  const thrown = new McpError(ErrorCode.InternalError, 'backend "fs" is restarting', {
    code: 'backend_unavailable',
  });
  const sent = {
    jsonrpc: '2.0' as const,
    id: 7,
    error: { code: thrown.code, message: thrown.message, data: thrown.data },
  };
  assert.deepEqual(withBareErrorMessage(sent), {
    jsonrpc: '2.0',
    id: 7,
    error: { code: -32603, message: 'backend "fs" is restarting', data: { code: 'backend_unavailable' } },
  });
  // The client's McpError puts the prefix back: it reads once.
  assert.equal(
    new McpError(-32603, 'backend "fs" is restarting').message,
    'MCP error -32603: backend "fs" is restarting',
  );
  // Another code's prefix is the message's own text; a result is never touched.
  const other = { jsonrpc: '2.0' as const, id: 1, error: { code: -32602, message: 'MCP error -32603: x' } };
  assert.equal(withBareErrorMessage(other), other);
  const result = { jsonrpc: '2.0' as const, id: 2, result: { content: [] } };
  assert.equal(withBareErrorMessage(result), result);
});
