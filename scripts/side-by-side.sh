#!/usr/bin/env bash
# Runs the given npm scripts side by side; each one's output is printed whole when it ends, in the order
# given. The exit status is non-zero if any of them failed. `npm run check` runs the static checks this
# way (each mostly one process on one core). (The API and browser suites side by side were tried: on two
# cores they made CI no faster, 18 min against 17, and the busier machine slowed every test.)
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null; rm -rf "$logs"' EXIT
for script in "$@"; do
  npm run --silent "$script" >"$logs/$script.log" 2>&1 &
  pids+=($!)
done
failed=()
for i in "${!pids[@]}"; do
  script=${*:$((i + 1)):1}
  if wait "${pids[$i]}"; then
    echo "== $script: passed"
  else
    failed+=("$script")
    echo "== $script: FAILED"
  fi
  cat "$logs/$script.log"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed: ${failed[*]}" >&2
  exit 1
fi
