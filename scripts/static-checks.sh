#!/usr/bin/env bash
# The static checks side by side (each is mostly one process on one core): typecheck, lint, format.
# Each one's output is printed whole when it ends; the exit status is non-zero if any of them failed.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
declare -A pids
for check in typecheck lint format:check; do
  npm run --silent "$check" >"$logs/$check.log" 2>&1 &
  pids[$check]=$!
done
failed=()
for check in typecheck lint format:check; do
  if wait "${pids[$check]}"; then
    echo "== $check: passed"
  else
    failed+=("$check")
    echo "== $check: FAILED"
  fi
  cat "$logs/$check.log"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed: ${failed[*]}" >&2
  exit 1
fi
