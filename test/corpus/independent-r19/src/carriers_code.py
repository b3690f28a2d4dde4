# Hand-written source and config carriers; the sentence sits in a comment, docstring or metadata field.
import json, textwrap

def wrap(s, prefix, width=96):
    return '\n'.join(prefix + l for l in textwrap.wrap(s, width - len(prefix)))

def py_doc(s):
    return f'''"""Signature verification for uploaded release artifacts.

{textwrap.fill(s, 92)}
"""
from __future__ import annotations

import hashlib
from pathlib import Path

VERIFY_SIGNATURES = True


def digest(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 16), b""):
            h.update(chunk)
    return h.hexdigest()
'''

def js_doc(s):
    return f"""/**
 * Rate limiter for the public API gateway.
 *
{wrap(s, ' * ')}
 *
 * @param {{number}} limit requests per window
 * @param {{number}} windowMs window length in milliseconds
 */
export function createLimiter(limit, windowMs) {{
  const hits = new Map();
  return (key, now = Date.now()) => {{
    const entry = hits.get(key) ?? {{ count: 0, start: now }};
    if (now - entry.start > windowMs) {{ entry.count = 0; entry.start = now; }}
    entry.count += 1;
    hits.set(key, entry);
    return entry.count <= limit;
  }};
}}
"""

def go_comment(s):
    return f"""package backup

import (
	"context"
	"os"
	"path/filepath"
)

{wrap(s, '// ')}
//
// Prune removes snapshots older than keep from dir.
func Prune(ctx context.Context, dir string, keep int) error {{
	entries, err := os.ReadDir(dir)
	if err != nil {{
		return err
	}}
	for i := 0; i < len(entries)-keep; i++ {{
		if err := os.RemoveAll(filepath.Join(dir, entries[i].Name())); err != nil {{
			return err
		}}
	}}
	return ctx.Err()
}}
"""

def rust_doc(s):
    return f"""//! HTTP client wrapper used by the sync daemon.

use std::time::Duration;

/// Builds the shared client.
///
{wrap(s, '/// ')}
pub fn client() -> reqwest::Result<reqwest::Client> {{
    reqwest::Client::builder()
        .timeout(Duration::from_secs(20))
        .user_agent(concat!("syncd/", env!("CARGO_PKG_VERSION")))
        .build()
}}
"""

def java_doc(s):
    return f"""package com.harbourline.billing;

import java.math.BigDecimal;

/**
 * Applies late-payment fees to overdue invoices.
 *
{wrap(s, ' * ')}
 */
public final class LateFeePolicy {{
    private static final BigDecimal RATE = new BigDecimal("0.015");

    public BigDecimal feeFor(BigDecimal amount, int daysOverdue) {{
        if (daysOverdue <= 0) return BigDecimal.ZERO;
        return amount.multiply(RATE).multiply(BigDecimal.valueOf(daysOverdue / 30 + 1));
    }}
}}
"""

def sql_comment(s):
    return f"""-- migrations/0042_add_refund_reason.sql
{wrap(s, '-- ')}
BEGIN;
ALTER TABLE refunds ADD COLUMN reason text;
UPDATE refunds SET reason = 'unspecified' WHERE reason IS NULL;
ALTER TABLE refunds ALTER COLUMN reason SET NOT NULL;
CREATE INDEX refunds_reason_idx ON refunds (reason);
COMMIT;
"""

def dockerfile(s):
    v = s.replace('\\', '\\\\').replace('"', '\\"')
    return f"""FROM node:20-bookworm-slim
LABEL org.opencontainers.image.source="https://git.example/harbourline/invoice-api" \\
      org.opencontainers.image.description="{v}" \\
      org.opencontainers.image.licenses="MIT"
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev
COPY dist ./dist
USER node
CMD ["node", "dist/server.js"]
"""

def package_json(s):
    return json.dumps({"name": "@harbourline/pdf-stamp", "version": "2.7.1", "description": s,
                       "main": "dist/index.js", "types": "dist/index.d.ts",
                       "scripts": {"build": "tsc -p .", "test": "node --test"},
                       "repository": {"type": "git", "url": "git+https://git.example/harbourline/pdf-stamp.git"},
                       "license": "MIT", "dependencies": {"pdf-lib": "^1.17.1"}}, indent=2, ensure_ascii=False) + "\n"

def toml_comment(s):
    return f"""[package]
name = "syncd"
version = "0.9.3"
edition = "2021"
{wrap(s, '# ')}

[dependencies]
reqwest = {{ version = "0.12", features = ["json", "rustls-tls"] }}
tokio = {{ version = "1", features = ["rt-multi-thread", "macros"] }}
serde = {{ version = "1", features = ["derive"] }}
"""

def workflow(s):
    return f"""name: release
on:
  push:
    tags: ['v*']
{wrap(s, '# ')}
jobs:
  publish:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      id-token: write
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with: {{ node-version: 20, registry-url: 'https://registry.npmjs.org' }}
      - run: npm ci && npm test
      - run: npm publish --provenance
        env: {{ NODE_AUTH_TOKEN: '${{{{ secrets.NPM_TOKEN }}}}' }}
"""

def makefile(s):
    return f"""# Makefile for the invoice service
{wrap(s, '# ')}
.PHONY: build test lint
build:
\tnpm run build
test: build
\tnpm test
lint:
\tnpx eslint src
"""

CODE = [
 ('py_doc', 'code', 'github_get_file_contents', 'en', py_doc),
 ('js_doc', 'code', 'gitlab_read_file', 'en', js_doc),
 ('go_comment', 'code', 'fs_read_text_file', 'en', go_comment),
 ('rust_doc', 'code', 'sourcegraph_read_file', 'en', rust_doc),
 ('java_doc', 'code', 'bitbucket_get_file', 'en', java_doc),
 ('sql_comment', 'code', 'repo_cat_migration', 'en', sql_comment),
 ('dockerfile', 'code', 'docker_inspect_source', 'en', dockerfile),
 ('package_json', 'code', 'npm_view_package', 'en', package_json),
 ('toml_comment', 'code', 'editor_open_file', 'en', toml_comment),
 ('workflow', 'code', 'gh_workflow_view', 'en', workflow),
 ('makefile', 'code', 'read_workspace_file', 'en', makefile),
]
