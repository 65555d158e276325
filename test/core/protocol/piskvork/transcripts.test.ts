/** The transcripts in PROTOCOL.md are checked against the code, so the document cannot drift. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BrainParser, PiskvorkManager, formatCommand } from '../../../../core/protocol/piskvork/index.ts';

const doc = readFileSync(new URL('../../../../core/protocol/piskvork/PROTOCOL.md', import.meta.url), 'utf8');
const transcriptPart = doc.slice(doc.indexOf('## Transcripts'));
const blocks = [...transcriptPart.matchAll(/```\n([\s\S]*?)```/g)].map((m) => (m[1] as string).trimEnd().split('\n'));

describe('PROTOCOL.md transcripts', () => {
  it('has the three transcripts', () => {
    expect(blocks).toHaveLength(3);
  });

  it.each(blocks.map((b, i) => [i, b] as const))('transcript %i: host lines are what formatCommand writes; board lines raise no protocol error', (_i, lines) => {
    const sent = lines.filter((l) => l.startsWith('> ')).map((l) => `${l.slice(2)}\r\n`);
    const received = lines.filter((l) => l.startsWith('< ')).map((l) => `${l.slice(2)}\r\n`);
    expect(sent.length + received.length).toBe(lines.length);

    const brain = new BrainParser();
    const manager = new PiskvorkManager();
    let moveRequests = 0;
    for (const e of brain.push(sent.join(''))) {
      // Commands outside our subset or malformed ones are only in the document to show the refusal.
      if (e.kind === 'error' || e.command.kind === 'unknown') continue;
      const text = manager.command(e.command);
      if (e.command.kind === 'begin' || e.command.kind === 'turn' || e.command.kind === 'board') moveRequests++;
      expect(sent.join('')).toContain(formatCommand(e.command));
      expect(text).toBe(formatCommand(e.command));
    }
    const events = manager.push(received.join(''));
    expect(events.filter((e) => e.kind === 'error')).toEqual([]);
    const moves = events.filter((e) => e.kind === 'move');
    expect(moves).toHaveLength(moveRequests);
    for (const m of moves) expect(m.kind === 'move' && m.cycles?.cycles).toBeGreaterThan(0);
    expect(manager.awaiting).toEqual([]);
  });

  it('the refusal transcript shows the exact error text the brain side produces', () => {
    const lines = blocks[2] ?? [];
    const bad = lines.find((l) => l.startsWith('> TURN 7'));
    const answer = lines[lines.indexOf(bad ?? '') + 1];
    const brain = new BrainParser();
    // The document's line numbering: the TURN is the 9th line the brain saw in that session.
    const events = brain.push(`${'INFO k v\r\n'.repeat(8)}TURN 7\r\n`);
    const e = events.find((ev) => ev.kind === 'error');
    expect(e?.kind).toBe('error');
    expect(answer).toBe(`< ERROR ${e?.kind === 'error' ? e.error.message : ''}`);
  });
});
