#!/usr/bin/env bash
# Installs the Debian packages the test suites need (shared/DESIGN.md §7).
# Idempotent: packages already present are skipped, and nothing is printed when all are there.
# Used by .ci/run and by developers setting up a machine.
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
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "install-system-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
