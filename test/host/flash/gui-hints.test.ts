/**
 * The advice host/flash writes once must read right on the Flash page: every CLI flag it names is
 * turned into the page control that does the same. The texts checked are the real ones (tool
 * install hints, the no-cable and DebugServer hints, and planFlash's refusals), so a new flag in
 * any of them without a control fails here.
 */
import { describe, expect, it } from 'vitest';
import { phraseForGui } from '../../../core/flash/gui-hints.ts';
import { INSTALL_HINTS } from '../../../host/flash/find-tool.ts';
import { noCableHint } from '../../../host/flash/openfpgaloader.ts';
import { DEBUG_SERVER_HINT } from '../../../host/flash/gdb-load.ts';
import { planFlash } from '../../../host/flash/plan.ts';

const ARENA_FLAG = /--(?:cable|tool|to|fpga-part|gdb-server|convert|firmware|bitstream|board)\b/;

async function refusal(req: Parameters<typeof planFlash>[0]): Promise<string> {
  try {
    await planFlash(req);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`planFlash accepted ${JSON.stringify(req)}`);
}

describe('phraseForGui', () => {
  it('names the controls for the flags in the real hints', async () => {
    const texts = [
      ...Object.values(INSTALL_HINTS),
      noCableHint('usb-blaster'),
      DEBUG_SERVER_HINT,
      await refusal({ board: 'de2-115', firmware: '/nonexistent.elf' }),
      await refusal({ board: 'de2-115', bitstream: '/x.rbf', to: 'rom' as 'sram' }),
    ];
    expect(texts.some((t) => ARENA_FLAG.test(t))).toBe(true);
    for (const t of texts) expect(phraseForGui(t)).not.toMatch(ARENA_FLAG);
  });

  it('says which control, keeping the rest of the sentence', () => {
    expect(phraseForGui('or use --tool openfpgaloader with an .rbf')).toBe('or use Tool: openFPGALoader with an .rbf');
    expect(phraseForGui('load to SRAM instead (--to sram), give the right part with --fpga-part')).toBe('load to SRAM instead (Write to: the FPGA (SRAM)), give the right part with the FPGA part field');
    expect(phraseForGui('name another cable with --cable')).toBe('name another cable with the Cable choice');
    // Flags of other programs stay: they are typed in a shell.
    expect(phraseForGui('`sudo udevadm control --reload-rules`, `openFPGALoader --scan-usb`')).toBe('`sudo udevadm control --reload-rules`, `openFPGALoader --scan-usb`');
  });
});
