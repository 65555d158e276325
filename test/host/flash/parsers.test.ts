import { describe, it, expect } from 'vitest';
import { readOpenFpgaLoaderLine, diagnoseOpenFpgaLoader } from '../../../host/flash/openfpgaloader.ts';
import { readQuartusLine } from '../../../host/flash/quartus.ts';
import { gdbLoadReader } from '../../../host/flash/gdb-load.ts';

describe('openFPGALoader output', () => {
  it('reads progress bars as phase and percent, whatever the label', () => {
    expect(readOpenFpgaLoaderLine('Flash SRAM: [=====                                             ]   9.38%')).toEqual({ phase: 'Flash SRAM', percent: 9.38, progressOnly: true });
    expect(readOpenFpgaLoaderLine('Writing: [==================================================] 100.00%')).toMatchObject({ phase: 'Writing', percent: 100 });
    expect(readOpenFpgaLoaderLine('Loading: [] 0.00%')).toMatchObject({ phase: 'Loading', percent: 0 });
  });

  it('reads step lines as phases and leaves other lines alone', () => {
    expect(readOpenFpgaLoaderLine('Open file: DONE')).toEqual({ phase: 'Open file' });
    expect(readOpenFpgaLoaderLine('write to ram')).toEqual({ phase: 'write to ram' });
    expect(readOpenFpgaLoaderLine('idcode 0x20f70dd')).toEqual({});
    expect(readOpenFpgaLoaderLine('JTAG init failed with: std::exception')).toEqual({});
  });

  it('tells a permission problem from a missing cable, even when both say "unable to open ftdi device"', () => {
    const perm = diagnoseOpenFpgaLoader(['unable to open ftdi device: -8 (inappropriate permissions on device!)', 'JTAG init failed with: unable to open ftdi device'], 'digilent');
    expect(perm?.code).toBe('flash-permission');
    expect(perm?.message).toMatch(/ATTRS\{idVendor\}=="0403", ATTRS\{idProduct\}=="6010"/);
    expect(diagnoseOpenFpgaLoader(['unable to open ftdi device: -3 (device not found)'], 'digilent')?.code).toBe('flash-no-cable');
    expect(diagnoseOpenFpgaLoader(['Error: Failed to program FPGA: std::exception'], 'digilent')).toBeNull();
  });
});

describe('quartus_pgm output', () => {
  it('turns its Info lines into phases, ending at 100%', () => {
    expect(readQuartusLine('Info (213045): Using programming cable "USB-Blaster [1-1]"')).toEqual({ phase: 'connect', percent: 0 });
    expect(readQuartusLine('Info (209007): Configuration succeeded -- 1 device(s) configured')).toEqual({ phase: 'configure', percent: 100 });
    for (const edition of ['Prime', 'II', 'II 64-Bit']) {
      expect(readQuartusLine(`Info: Quartus ${edition} Programmer was successful. 0 errors, 0 warnings`)).toEqual({ phase: 'done', percent: 100 });
    }
    expect(readQuartusLine('Error: Quartus Prime Programmer was unsuccessful. 1 error, 0 warnings')).toEqual({});
  });
});

describe('GDB load output', () => {
  it('counts section sizes against the total for a percentage', () => {
    const read = gdbLoadReader(0x100);
    expect(read('Loading section .text, size 0x80 lma 0x0')).toEqual({ phase: 'load .text', percent: 0 });
    expect(read('Loading section .rodata, size 0x40 lma 0x80')).toEqual({ phase: 'load .rodata', percent: 50 });
    expect(read('Loading section .data, size 0x40 lma 0xc0')).toEqual({ phase: 'load .data', percent: 75 });
    expect(read('Start address 0x00000000, load size 256')).toEqual({ phase: 'start', percent: 100 });
  });
});
