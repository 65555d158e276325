/** Turns a player SPEC into a Player for a game: the one place that knows every kind of player. */
import type { Player } from '../../core/match/player.ts';
import type { Dialect, GameKind } from '../../core/match/types.ts';
import { EmulatedBlokusBoard } from '../boards/emulated-blokus.ts';
import { EmulatedGomokuBoard } from '../boards/emulated-gomoku.ts';
import { ExecTransport } from '../transports/exec.ts';
import { createTransport } from '../transports/spec.ts';
import { GtpPlayer } from './gtp-player.ts';
import { IcfptPlayer } from './icfpt-player.ts';
import { PiskvorkPlayer } from './piskvork-player.ts';
import { intOption, parsePlayerSpec, PlayerSpecError } from './spec.ts';

export interface PlayerContext {
  readonly dialect: Dialect;
}

const EMU_KEYS = { blokus: ['depth', 'units', 'realtime', 'team'], gomoku: ['depth', 'realtime'] } as const;

export function createPlayer<G extends GameKind>(game: G, spec: string, ctx: PlayerContext): Player<G> {
  const p = parsePlayerSpec(spec);
  switch (p.kind) {
    case 'emu': {
      const unknown = Object.keys(p.options).filter((k) => !(EMU_KEYS[game] as readonly string[]).includes(k));
      if (unknown.length) throw new PlayerSpecError(spec, `unknown ${game} emulator option ${unknown.join(', ')} (known: ${EMU_KEYS[game].join(', ')})`);
      const realtime = intOption(spec, p.options, 'realtime', 0, 1, 0) === 1;
      if (game === 'blokus') {
        const board = new EmulatedBlokusBoard({
          dialect: ctx.dialect,
          depth: intOption(spec, p.options, 'depth', 1, 4, 3),
          units: intOption(spec, p.options, 'units', 1, 8, 3),
          realtime,
          ...(p.options.team ? { team: p.options.team } : {}),
        });
        const player = new IcfptPlayer(board, { dialect: ctx.dialect, name: spec, kind: 'emulator', predictMs: () => board.lastCoreReport?.stats.predictedMs ?? null });
        return player as unknown as Player<G>;
      }
      const board = new EmulatedGomokuBoard({ depth: intOption(spec, p.options, 'depth', 1, 4, 4), realtime });
      return new PiskvorkPlayer(board, { name: spec, kind: 'emulator' }) as unknown as Player<G>;
    }
    case 'gtp':
      if (game !== 'blokus') throw new PlayerSpecError(spec, 'gtp: players (Pentobi) play Blokus only');
      return new GtpPlayer(new ExecTransport({ command: p.argv }), { name: spec }) as unknown as Player<G>;
    case 'piskvork':
      if (game !== 'gomoku') throw new PlayerSpecError(spec, 'piskvork: players (Gomocup brains) play Gomoku only');
      return new PiskvorkPlayer(new ExecTransport({ command: p.argv }), { name: spec, kind: 'engine' }) as unknown as Player<G>;
    case 'transport': {
      const transport = createTransport(p.transport);
      const kind = p.transport.kind === 'exec' ? 'engine' : 'board';
      // A program's start-up (loading tables, a JIT) is part of its first answer; a board's is not.
      const identifyTimeoutMs = kind === 'engine' ? 15_000 : 3000;
      if (game === 'blokus') return new IcfptPlayer(transport, { dialect: ctx.dialect, name: spec, kind, identifyTimeoutMs }) as unknown as Player<G>;
      return new PiskvorkPlayer(transport, { name: spec, kind }) as unknown as Player<G>;
    }
  }
}
