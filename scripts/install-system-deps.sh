#!/usr/bin/env bash
# Installs the Debian packages the test suites need (shared/DESIGN.md §7). `npm test` runs it first
# (the npm `pretest` script), so `npm install && npm test` is the whole set-up on a fresh machine.
# Idempotent: nothing is printed when every package is present. Otherwise it names the missing
# packages and installs them with apt-get, through sudo when not root.
set -euo pipefail

PACKAGES=(
  iverilog                      # Verilog simulation (UART, AHB wrapper testbenches)
  verilator                     # RTL board and co-simulation against the emulator
  yosys                         # synth_intel logic-element estimate
  gcc-riscv64-unknown-elf       # wujian100 firmware (rv32emc / ilp32e)
  picolibc-riscv64-unknown-elf  # C library with rv32em multilibs
  socat                         # pseudo-terminal pairs for real-serialport tests
  openfpgaloader                # flashing backend, run with no cable in tests
  gdb-multiarch                 # firmware loading through DebugServer
  chromium                      # browser-mode end-to-end tests (playwright-core)
  xvfb                          # a display for tests that need one
  build-essential               # gcc, g++, make: the Verilator board and the real opponents
  cmake                         # builds Pentobi, a real opponent (../shared/third_party/build-opponents.sh)
)

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "install-system-deps: this is not a Debian system; install these yourself: ${PACKAGES[*]}" >&2
  exit 0
fi

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "install-system-deps: missing Debian packages: ${missing[*]}" >&2
    echo "install-system-deps: run as root: apt-get install ${missing[*]}" >&2
    exit 1
  fi
  SUDO=(sudo)
fi
echo "install-system-deps: installing missing Debian packages: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
