/**
 * A small ELF reader for firmware images: ELF32, little-endian, RISC-V, the PT_LOAD program
 * headers only (what a loader copies into memory). Pure: bytes in, segments out, no Node APIs, so
 * the same code can run in a worker or the renderer.
 *
 * Layout from the System V ABI, "Object Files" (ELF header e_* fields at fixed offsets for ELFCLASS32;
 * program header 32 bytes: p_type, p_offset, p_vaddr, p_paddr, p_filesz, p_memsz, p_flags, p_align).
 * EM_RISCV = 243 and the EF_RISCV_RVE flag 0x8 are from the RISC-V ELF psABI.
 */
import { FlashError } from './errors.ts';

export const EM_RISCV = 243;
export const PT_LOAD = 1;
const EF_RISCV_RVC = 0x1;
const EF_RISCV_RVE = 0x8;

export interface LoadSegment {
  /** Index of the program header. */
  readonly index: number;
  /** Where the loader puts the bytes (the load address, LMA). */
  readonly paddr: number;
  /** Where the program expects them when it runs (VMA). */
  readonly vaddr: number;
  /** The bytes from the file (p_filesz of them). */
  readonly data: Uint8Array;
  /** Size in memory; memSize − data.length bytes after the data are zero (.bss). */
  readonly memSize: number;
  /** PF_X = 1, PF_W = 2, PF_R = 4. */
  readonly flags: number;
}

export interface Elf32 {
  readonly entry: number;
  readonly machine: number;
  readonly flags: number;
  /** Compressed instructions (C) and the 16-register base (E), from e_flags. */
  readonly rvc: boolean;
  readonly rve: boolean;
  readonly segments: readonly LoadSegment[];
}

function fail(message: string, context: Record<string, unknown>): never {
  throw new FlashError('elf-invalid', message, context);
}

function checkIdent(bytes: Uint8Array, name: string): void {
  if (bytes.length < 52) fail(`${name}: ${bytes.length} bytes is too short for an ELF header (52)`, { name, size: bytes.length });
  if (bytes[0] !== 0x7f || bytes[1] !== 0x45 || bytes[2] !== 0x4c || bytes[3] !== 0x46) {
    const head = Array.from(bytes.subarray(0, 4), (b) => b.toString(16).padStart(2, '0')).join(' ');
    fail(`${name}: not an ELF file (starts with ${head}, expected 7f 45 4c 46)`, { name, head });
  }
  if (bytes[4] !== 1) fail(`${name}: ELF class ${bytes[4]} is not ELFCLASS32 (1); the wujian100 runs rv32 code`, { name, class: bytes[4] });
  if (bytes[5] !== 1) fail(`${name}: ELF data encoding ${bytes[5]} is not little-endian (1)`, { name, data: bytes[5] });
}

/** The PT_LOAD program header at byte `at` (header number `index`), checked against the file. */
function readSegment(bytes: Uint8Array, view: DataView, at: number, index: number, name: string): LoadSegment {
  const offset = view.getUint32(at + 4, true);
  const vaddr = view.getUint32(at + 8, true);
  const paddr = view.getUint32(at + 12, true);
  const filesz = view.getUint32(at + 16, true);
  const memsz = view.getUint32(at + 20, true);
  const flags = view.getUint32(at + 24, true);
  if (offset + filesz > bytes.length) {
    fail(`${name}: segment ${index} (${filesz} bytes at file offset ${offset}) runs past the end of the file (${bytes.length} bytes)`, { name, segment: index, offset, filesz });
  }
  if (memsz < filesz) fail(`${name}: segment ${index} has p_memsz ${memsz} smaller than p_filesz ${filesz}`, { name, segment: index, memsz, filesz });
  if (paddr + memsz > 0x1_0000_0000) fail(`${name}: segment ${index} at 0x${hex32(paddr)} (+${memsz}) wraps past the 32-bit address space`, { name, segment: index });
  return { index, paddr, vaddr, data: bytes.slice(offset, offset + filesz), memSize: memsz, flags };
}

/** Parses an ELF32 little-endian RISC-V executable; `name` is used in error messages. */
export function parseElf32(bytes: Uint8Array, name = 'ELF file'): Elf32 {
  checkIdent(bytes, name);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const machine = view.getUint16(18, true);
  if (machine !== EM_RISCV) fail(`${name}: machine ${machine} is not RISC-V (${EM_RISCV})`, { name, machine });
  const entry = view.getUint32(24, true);
  const phoff = view.getUint32(28, true);
  const flags = view.getUint32(36, true);
  const phentsize = view.getUint16(42, true);
  const phnum = view.getUint16(44, true);
  if (phnum > 0 && phentsize < 32) fail(`${name}: program header entry size ${phentsize} is below 32`, { name, phentsize });
  if (phoff + phnum * phentsize > bytes.length) {
    fail(`${name}: program headers (${phnum} × ${phentsize} bytes at offset ${phoff}) run past the end of the file (${bytes.length} bytes)`, {
      name,
      phoff,
      phnum,
      size: bytes.length,
    });
  }
  const segments: LoadSegment[] = [];
  for (let i = 0; i < phnum; i++) {
    const at = phoff + i * phentsize;
    if (view.getUint32(at, true) === PT_LOAD) segments.push(readSegment(bytes, view, at, i, name));
  }
  if (segments.length === 0) fail(`${name}: no loadable (PT_LOAD) segments`, { name });
  return { entry, machine, flags, rvc: (flags & EF_RISCV_RVC) !== 0, rve: (flags & EF_RISCV_RVE) !== 0, segments };
}

export function hex32(n: number): string {
  return (n >>> 0).toString(16).padStart(8, '0');
}
