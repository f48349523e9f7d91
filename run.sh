#!/usr/bin/env bash
# hashcores: one entry point that sets up a fresh machine and runs the job.
#   ./run.sh test    the whole test suite (both simulators, official vectors)
#   ./run.sh bench   the benchmark of the default target (results/bench.md)
# Any further arguments go to pytest (test) or `hashcores bench` (bench).
set -euo pipefail
cd "$(dirname "$0")"

job="${1:-}"
[ $# -gt 0 ] && shift
case "$job" in
  test|bench) ;;
  *) echo "usage: ./run.sh test|bench [args...]" >&2; exit 2 ;;
esac

scripts/bootstrap.sh

if [ "$job" = test ]; then
  # Tests marked slow (extra widths, most of the Icarus matrix: docs/verification.md,
  # "What runs by default") are opt-in: ./run.sh test -m slow, or -m "" for everything.
  exec .venv/bin/pytest -n "${HASHCORES_JOBS:-2}" -m "not slow" "$@"
else
  exec .venv/bin/hashcores bench "$@"
fi
