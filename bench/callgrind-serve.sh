#!/bin/bash
# Instructions of one `gate serve` start from <tree>'s serve.blob, whole process under callgrind, to a first
# answer: `healthz` (GET /healthz until 200, then checks "ok") or `chat` (one POST /v1/chat/completions,
# for proxy mode with --base-url); then SIGTERM. Prints callgrind's "Collected" line (docs/operations.md,
# "Round 47 (perf-r47)"). NODE_EXTRA_CA_CERTS is unset: it adds ~400 M instructions to every node start.
# usage: bash bench/callgrind-serve.sh <tree> <callgrind out file> healthz|chat [serve flags...]
tree=$1; out=$2; probe=$3; shift 3
log=$(mktemp)
env -u NODE_EXTRA_CA_CERTS GLIBC_TUNABLES=glibc.malloc.hugetlb=1 valgrind --tool=callgrind --callgrind-out-file="$out" \
  "$tree/dist/snapshot/node" --snapshot-blob "$tree/dist/snapshot/serve.blob" serve --addr 127.0.0.1:0 "$@" 2>"$log" &
pid=$!
url=
for _ in $(seq 1 600); do
  url=$(grep -o 'listening on http://[^ ]*' "$log" | head -1 | sed 's/listening on //')
  [ -n "$url" ] && break
  sleep 0.1
done
if [ -z "$url" ]; then echo "gate serve did not listen"; cat "$log"; kill -TERM $pid; rm -f "$log"; exit 1; fi
if [ "$probe" = chat ]; then
  curl -sf -o /dev/null -XPOST "$url/v1/chat/completions" -H 'content-type: application/json' \
    -d '{"model":"m","messages":[{"role":"user","content":"hi"}]}' || echo FAILED
else
  until curl -sf -o /dev/null "$url/healthz"; do sleep 0.05; done
  curl -s "$url/healthz" | grep -q '"ok"' || echo NOT-OK
fi
kill -TERM $pid
wait $pid
grep -o 'Collected : [0-9]*' "$log"
rm -f "$log"
