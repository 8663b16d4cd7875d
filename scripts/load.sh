#!/usr/bin/env bash
# Load check (not part of npm test): the current public/ behind nginx (npm run serve:nginx)
# on loopback, hammered with wrk for a bounded time per URL. Reports requests per second,
# latency and errors for the home page, a technology page and a page-data file.
# Needs Debian's wrk and nginx: apt-get install -y wrk nginx.
# Settings: PORT (8089), DURATION (10s), CONNECTIONS (50), THREADS (2).
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-8089}"
DURATION="${DURATION:-10s}"
CONNECTIONS="${CONNECTIONS:-50}"
THREADS="${THREADS:-2}"
BASE="http://127.0.0.1:$PORT"
command -v wrk >/dev/null || { echo "wrk not found: apt-get install -y wrk" >&2; exit 1; }

PORT="$PORT" bash scripts/serve-nginx.sh >/dev/null 2>&1 &
SERVER=$!
trap 'kill -TERM "$SERVER" 2>/dev/null; wait "$SERVER" 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do
  curl -fsS -o /dev/null "$BASE/" 2>/dev/null && break
  sleep 0.2
done

printf "%-45s %12s %12s %10s\n" "URL (gzip, $CONNECTIONS connections, $DURATION)" "requests/s" "p99 latency" "errors"
for path in / /technologies/reverse-osmosis/ /page-data/index/page-data.json; do
  out="$(wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency -H "Accept-Encoding: gzip" "$BASE$path")"
  rps="$(awk '/^Requests\/sec/ {print $2}' <<<"$out")"
  p99="$(awk '$1 == "99%" {print $2}' <<<"$out")"
  # Socket errors (connect, read, write, timeout) plus non-2xx/3xx answers.
  errors="$(awk '/Socket errors/ {gsub(/[^0-9 ]/, " "); for (i = 1; i <= NF; i++) s += $i} /Non-2xx/ {s += $NF} END {print s + 0}' <<<"$out")"
  printf "%-45s %12s %12s %10s\n" "$path" "$rps" "$p99" "${errors:-0}"
done
