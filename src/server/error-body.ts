// The one place a fault becomes a status and a body, in the shape of the route's wire.
import type { ServerResponse } from 'node:http';
import { GateError, isGateError } from '../kernel/errors.js';
import type { ErrorShape } from './types.js';

const OPENAI_TYPE: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  405: 'invalid_request_error',
  408: 'timeout_error',
  409: 'invalid_request_error',
  413: 'invalid_request_error',
  415: 'invalid_request_error',
  431: 'invalid_request_error',
  502: 'upstream_error',
  503: 'service_unavailable',
  504: 'timeout_error',
};
const ANTHROPIC_TYPE: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  405: 'invalid_request_error',
  408: 'timeout_error',
  413: 'request_too_large',
  415: 'invalid_request_error',
  431: 'request_too_large',
  502: 'api_error',
  503: 'overloaded_error',
  504: 'timeout_error',
};

/** Any thrown value becomes a GateError; unknown faults are INTERNAL and say nothing of their cause. */
export function asGateError(err: unknown): GateError {
  if (isGateError(err)) return err;
  return new GateError('INTERNAL', 'internal error; see the gateway log for the trace id');
}

/**
 * A fault gate raises before an MCP request reaches its handler (auth, encoding, method, size), as a
 * JSON-RPC error with no id: a client's JSON-RPC reader sees an error, not a foreign body (docs/mcp.md).
 */
function jsonRpcCode(status: number): number {
  if (status >= 500) return -32603;
  if (status === 401 || status === 403) return -32001;
  return -32600;
}

/** A JSON-RPC error's `data` for a gate fault: its code as the wire writes codes (docs/errors.md). */
export function faultData(err: GateError): { code: string } {
  return { code: err.code.toLowerCase() };
}

/** The route's error body, in its wire's shape (docs/design.md §5). */
export function errorBody(err: GateError, shape: ErrorShape): Record<string, unknown> {
  if (shape === 'jsonrpc') {
    return {
      jsonrpc: '2.0',
      id: null,
      error: { code: jsonRpcCode(err.status), message: err.message, data: faultData(err) },
    };
  }
  if (shape === 'anthropic') {
    return {
      type: 'error',
      error: { type: ANTHROPIC_TYPE[err.status] ?? 'api_error', message: err.message },
    };
  }
  return {
    error: {
      message: err.message,
      type: OPENAI_TYPE[err.status] ?? 'server_error',
      code: err.code.toLowerCase(),
    },
  };
}

export function sendError(res: ServerResponse, err: GateError, shape: ErrorShape): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, err.status, errorBody(err, shape));
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
