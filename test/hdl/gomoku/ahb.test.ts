/**
 * The Gomoku IP's AHB-Lite wrapper (hdl/gomoku/ahb) in iverilog, around a behavioural model of the HLS
 * block: reads, writes with byte lanes, the start/done handshake, the interrupt, pipelined transfers and
 * the ERROR response. Also: the same testbench catches a bridge that ignores the write strobes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const AHB = fileURLToPath(new URL('../../../hdl/gomoku/ahb/', import.meta.url));
const MODEL = fileURLToPath(new URL('../../../hdl/gomoku/model/', import.meta.url));
const SOURCES = ['tb/tb_gomoku_ahb.v', 'gomoku_ahb_top.v', 'tb/gomoku_ip_model.v', '../model/gomoku_ip_regs.v'];

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: (r.stdout ?? '') + (r.stderr ?? '') + (r.error ? String(r.error) : '') };
}

const hasIverilog = run('iverilog', ['-V']).code === 0;

describe.skipIf(!hasIverilog)('Gomoku IP AHB-Lite wrapper (iverilog)', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'gomoku-ahb-'));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function simulate(bridge: string): string {
    const exe = path.join(dir, `tb-${path.basename(bridge)}`);
    const c = run('iverilog', ['-g2005', '-Wall', `-I${MODEL}`, '-o', exe, ...SOURCES.map((s) => path.join(AHB, s)), bridge]);
    expect(c.out).not.toMatch(/error/i);
    expect(c.code).toBe(0);
    return run('vvp', ['-n', exe]).out;
  }

  it('passes its testbench', () => {
    const out = simulate(path.join(AHB, 'gomoku_ahb2axil.v'));
    expect(out).not.toContain('FAIL');
    expect(out).toMatch(/PASS 44 checks/);
  });

  it('fails its testbench when the bridge drives every byte lane on a byte write', () => {
    const broken = readFileSync(path.join(AHB, 'gomoku_ahb2axil.v'), 'utf8').replace("assign wstrb_o   = strb;", "assign wstrb_o   = 4'b1111;");
    const file = path.join(dir, 'gomoku_ahb2axil_broken.v');
    writeFileSync(file, broken);
    const out = simulate(file);
    expect(out).toMatch(/FAIL byte write lane 2/);
    expect(out).not.toContain('PASS');
  });
});
