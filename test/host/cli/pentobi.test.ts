// A real third-party engine through GTP: Pentobi's pentobi-gtp (built from source by
// ../shared/third_party/build-opponents.sh into ~/.cache, never into the repo) plays a short
// series against the emulator with `arena match`, exactly as the README shows it.
import { describe, it, expect, beforeAll } from 'vitest';
import path from 'node:path';
import { run } from '../../../host/cli/commands/match.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import type { MatchJson } from '../../../host/match/json-output.ts';
import { formatCommandLine } from '../../../host/transports/command-line.ts';
import { THIRD_PARTY, opponentsBin, opponentsPresent } from '../../support/opponents.ts';

const present = opponentsPresent;
if (!present) console.warn(`skipping the Pentobi tests: ${THIRD_PARTY} is absent`);

describe.skipIf(!present)('Pentobi over GTP', () => {
  let pentobi = '';
  beforeAll(() => {
    const bin = opponentsBin();
    pentobi = path.join(bin, 'pentobi-gtp');
  }, 300_000);

  it('arena match --p2 gtp:"pentobi-gtp --game duo --level 1 --nobook …" completes a short series', async () => {
    const io = memoryIo();
    const spec = `gtp:${formatCommandLine([pentobi, '--game', 'duo', '--level', '1', '--nobook', '--quiet', '--seed', '1'])}`;
    const code = await run(['--game', 'blokus', '--p1', 'emu:depth=1', '--p2', spec, '--games', '2', '--time-limit', '5000', '--no-record', '--json'], io);
    const doc = JSON.parse(io.stdout()) as MatchJson;
    expect(code, io.stderr()).toBe(0);
    expect(doc.stopped).toBeNull();
    expect(doc.games).toHaveLength(2);
    for (const g of doc.games) expect(g.verdict.kind, g.text).toBe('normal-end');
    expect(doc.players.B.about).toMatch(/Pentobi/);
    expect(doc.timing.B.moves).toBeGreaterThan(10);
  }, 120_000);
});
