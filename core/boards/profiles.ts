/**
 * The board catalogue: what we know about each supported board, in one place — enough to open its
 * serial link, recognise it by handshake, and flash it (shared/DESIGN.md §4.1, §5, §6). Flash
 * planning, the flash hooks, the API and the UI derive from it. Validated with zod, so a profile
 * read from a user's settings file is checked the same way as the built-in ones.
 */
import { z } from 'zod';
import { ArenaError } from '../errors.ts';
import { GAME_KINDS } from '../games/registry.ts';
import { DIALECTS } from '../protocol/icfpt/dialect.ts';

/** The programs flashing may run (host/flash/find-tool.ts finds them). */
export const TOOL_NAMES = ['openFPGALoader', 'quartus_pgm', 'quartus_cpf', 'gdb'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** FPGA families, each with its own flash planner (host/flash/planners). */
export const FPGA_FAMILIES = ['intel', 'xilinx'] as const;
export type FpgaFamily = (typeof FPGA_FAMILIES)[number];

/** UARTs tolerate a few percent of rate mismatch; beyond this a profile is surely a typo. */
export const MAX_BAUD_ERROR = 0.03;

const hexId = z.string().regex(/^[0-9a-f]{4}$/, 'a 4-digit lower-case hex USB id');

const serialSchema = z
  .object({
    /** The rate the host opens the port at. */
    baudRate: z.number().int().positive(),
    /** The rate the board really runs at, when its clock cannot hit the nominal rate exactly. */
    actualBaudRate: z.number().positive().optional(),
    dataBits: z.literal(8),
    parity: z.literal('none'),
    stopBits: z.literal(1),
    flowControl: z.literal('none'),
  })
  .refine((s) => s.actualBaudRate === undefined || Math.abs(s.actualBaudRate - s.baudRate) / s.baudRate <= MAX_BAUD_ERROR, {
    message: `actualBaudRate must be within ${MAX_BAUD_ERROR * 100}% of baudRate`,
    path: ['actualBaudRate'],
  });

const handshakeSchema = z.object({
  /** Bytes the host sends, as text (`\r\n` allowed). */
  send: z.string().min(1),
  /** What identifies the board in its answer (CR/LF removed for byte protocols, per line for line protocols). */
  expect: z.string().min(1).refine((p) => {
    try {
      new RegExp(p);
      return true;
    } catch {
      return false;
    }
  }, 'a valid regular expression'),
  /** How the answer is framed: a fixed byte count (ICFPT) or lines (Piskvork). */
  framing: z.union([z.object({ bytes: z.number().int().positive() }), z.object({ lines: z.literal(true) })]),
  timeoutMs: z.number().int().positive().max(10_000),
});

const gameSchema = z.enum(GAME_KINDS as [(typeof GAME_KINDS)[number], ...(typeof GAME_KINDS)[number][]]);

export const fileRoleSchema = z.enum(['bitstream', 'firmware']);

const flashSchema = z.object({
  /** The name `arena flash --board` and the UI use. */
  board: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  label: z.string().min(1),
  family: z.enum(FPGA_FAMILIES),
  /** What each file is for and the extensions accepted. */
  files: z.array(z.object({ role: fileRoleSchema, extensions: z.array(z.string().regex(/^\.[a-z0-9]+$/)), note: z.string() })).min(1),
  tools: z.array(z.enum(TOOL_NAMES)).min(1),
  /** JTAG cable names as each tool spells them. */
  cables: z.object({ openFPGALoader: z.string(), quartus: z.string().nullable() }),
  /** openFPGALoader's SPI bridge for writing flash (null: from the bitstream's header). */
  spiBridge: z.string().nullable(),
  /** What to try when the board does not answer after flashing. */
  noAnswerHint: z.string(),
});

export const boardProfileSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  label: z.string().min(1),
  game: gameSchema,
  protocol: z.discriminatedUnion('name', [
    z.object({ name: z.literal('icfpt'), dialect: z.enum(DIALECTS) }),
    z.object({ name: z.literal('piskvork') }),
  ]),
  serial: serialSchema,
  handshake: handshakeSchema,
  fpga: z.object({ part: z.string(), clockHz: z.number().positive(), board: z.string() }),
  /** USB ids that may appear with this board. Adapters are generic: a hint, never proof. */
  usbHints: z.array(z.object({ vendorId: hexId, productId: hexId, what: z.string() })),
  /** The emulated board that stands in when the real one does not answer. */
  emulator: gameSchema,
  flash: flashSchema,
});

export type BoardProfile = z.infer<typeof boardProfileSchema>;
export type FlashFacts = BoardProfile['flash'];

export class BoardProfileError extends ArenaError {
  constructor(message: string, context: Record<string, unknown>) {
    super('bad-board-profile', message, context);
    this.name = 'BoardProfileError';
  }
}

/** Checks a profile (e.g. from a settings file); a typed error lists every problem with its field. */
export function parseBoardProfile(input: unknown, source = 'board profile'): BoardProfile {
  const r = boardProfileSchema.safeParse(input);
  if (r.success) return r.data;
  const problems = r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new BoardProfileError(`${source} is invalid: ${problems.join('; ')}`, { source, problems });
}

/** The competition's link (shared/DESIGN.md §1): 115200 bps, 8N1, no flow control. */
const SERIAL_115200_8N1 = { baudRate: 115200, dataBits: 8, parity: 'none', stopBits: 1, flowControl: 'none' } as const;

/** USB-serial bridge chips a board's port may show up as, by the ids the USB descriptor carries. */
const USB_UART = {
  ft232r: { vendorId: '0403', productId: '6001', chip: 'FTDI FT232R' },
  ft2232: { vendorId: '0403', productId: '6010', chip: 'FTDI FT2232' },
  ft232h: { vendorId: '0403', productId: '6014', chip: 'FTDI FT232H' },
  pl2303: { vendorId: '067b', productId: '2303', chip: 'Prolific PL2303' },
  ch340: { vendorId: '1a86', productId: '7523', chip: 'WCH CH340' },
  cp210x: { vendorId: '10c4', productId: 'ea60', chip: 'Silicon Labs CP210x' },
} as const;

/** A profile's hint for one bridge chip: the chip's ids, and what it is on this board. */
function usbHint(bridge: keyof typeof USB_UART, role: string): { vendorId: string; productId: string; what: string } {
  const { vendorId, productId, chip } = USB_UART[bridge];
  return { vendorId, productId, what: `${chip} ${role}`.trim() };
}

const BUILT_IN: unknown[] = [
  {
    id: 'de2-115-blokus',
    label: 'Terasic DE2-115 — Blokus Duo core (ICFPT, HEART 2014)',
    game: 'blokus',
    protocol: { name: 'icfpt', dialect: 'heart-2014' },
    serial: { ...SERIAL_115200_8N1 },
    // `0` → `1XX`: the team code is bytes 2–3.
    handshake: { send: '0', expect: '^1(..)$', framing: { bytes: 3 }, timeoutMs: 500 },
    fpga: { part: 'EP4CE115F29C7', clockHz: 50_000_000, board: 'Terasic DE2-115' },
    usbHints: [
      ...(['ft232r', 'pl2303', 'ch340'] as const).map((b) => usbHint(b, 'USB-RS232 adapter (to the DB-9 port)')),
      { vendorId: '09fb', productId: '6001', what: 'on-board USB-Blaster (JTAG only, no serial port)' },
    ],
    emulator: 'blokus',
    flash: {
      board: 'de2-115',
      label: 'Terasic DE2-115 (Cyclone IV EP4CE115) — USB-Blaster',
      family: 'intel',
      files: [{ role: 'bitstream', extensions: ['.svf', '.rbf', '.sof'], note: '.svf or .rbf through openFPGALoader; .sof through quartus_pgm' }],
      tools: ['openFPGALoader', 'quartus_pgm'],
      // The on-board USB-Blaster (DESIGN §6); Quartus names it "USB-Blaster".
      cables: { openFPGALoader: 'usb-blaster', quartus: 'USB-Blaster' },
      // EP4CE115F29C7: openFPGALoader names bridges by device and pin count (ep4ce115 + 29).
      spiBridge: 'ep4ce11529',
      noAnswerHint: "press the board's reset if the design needs it",
    },
  },
  {
    id: 'wujian100-gomoku',
    label: 'wujian100 SoC on Artix-7 — Gomoku IP (Piskvork protocol)',
    game: 'gomoku',
    protocol: { name: 'piskvork' },
    // 20 MHz / (16·11) = 113,636 baud, −1.4% from nominal: within a UART's tolerance (DESIGN §6).
    serial: { ...SERIAL_115200_8N1, actualBaudRate: 113636 },
    handshake: { send: '\r\nABOUT\r\n', expect: 'name\\s*=', framing: { lines: true }, timeoutMs: 1000 },
    fpga: { part: 'Xilinx Artix-7', clockHz: 20_000_000, board: 'wujian100 SoC (T-Head E902, rv32emc)' },
    usbHints: [
      usbHint('ft2232', '(JTAG + UART on Digilent-style Artix-7 boards)'),
      usbHint('ft232h', ''),
      usbHint('cp210x', 'USB-UART'),
      usbHint('ch340', 'USB-UART'),
    ],
    emulator: 'gomoku',
    flash: {
      board: 'wujian100',
      label: 'wujian100 SoC on an Artix-7 board — JTAG, then CKLink for firmware',
      family: 'xilinx',
      files: [
        { role: 'bitstream', extensions: ['.bit'], note: 'Xilinx .bit through openFPGALoader' },
        { role: 'firmware', extensions: ['.elf'], note: 'rv32emc ELF loaded into SRAM through GDB and T-Head DebugServer (localhost:1025)' },
      ],
      tools: ['openFPGALoader', 'gdb'],
      // Artix-7 boards carry a Digilent FT2232 JTAG; openFPGALoader calls it "digilent".
      cables: { openFPGALoader: 'digilent', quartus: null },
      spiBridge: null,
      noAnswerHint: 'is the firmware loaded and running?',
    },
  },
];

/** The built-in profiles, validated once at load. */
export const BOARD_PROFILES: readonly BoardProfile[] = BUILT_IN.map((p, i) => parseBoardProfile(p, `built-in profile ${i}`));

export function getBoardProfile(id: string): BoardProfile {
  const p = BOARD_PROFILES.find((x) => x.id === id);
  if (!p) throw new BoardProfileError(`unknown board profile '${id}' (known: ${BOARD_PROFILES.map((x) => x.id).join(', ')})`, { id });
  return p;
}

/** Profiles whose USB hints match a port's ids (lower-case hex). */
export function profilesForUsbId(vendorId: string | null, productId: string | null): { profile: BoardProfile; what: string }[] {
  if (!vendorId || !productId) return [];
  const out: { profile: BoardProfile; what: string }[] = [];
  for (const profile of BOARD_PROFILES) {
    const hint = profile.usbHints.find((h) => h.vendorId === vendorId.toLowerCase() && h.productId === productId.toLowerCase());
    if (hint) out.push({ profile, what: hint.what });
  }
  return out;
}

/** The names of the boards that can be flashed (`arena flash --board`). */
export const FLASH_BOARDS: readonly string[] = BOARD_PROFILES.map((p) => p.flash.board);

/** The profile of a flashable board, by its flash name; a typed error names the known ones. */
export function flashProfile(board: string): BoardProfile {
  const p = BOARD_PROFILES.find((x) => x.flash.board === board);
  if (!p) throw new BoardProfileError(`unknown board '${board}' (expected ${FLASH_BOARDS.join(' or ')})`, { board });
  return p;
}

/** Whether the board takes a file in `role` (only an SoC takes firmware). */
export function takesFile(profile: BoardProfile, role: z.infer<typeof fileRoleSchema>): boolean {
  return profile.flash.files.some((f) => f.role === role);
}
