/**
 * `arena serve --core soc --soc-rtl DIR`: the option combinations that make no sense, and a DIR that is
 * not a wujian100 checkout, give typed errors naming what is wrong before anything is built.
 */
import { describe, expect, it } from 'vitest';
import { socServeProgram } from '../../host/boards/soc/soc-board.ts';
import { tempBuild } from '../firmware/build.ts';

describe('arena serve --core soc options', () => {
  it('is not involved for other cores, and refuses --soc-rtl with them', async () => {
    await expect(socServeProgram({ core: 'emu', game: 'gomoku', socRtl: undefined, program: undefined })).resolves.toBeUndefined();
    await expect(socServeProgram({ core: 'firmware', game: 'gomoku', socRtl: '/x', program: undefined })).rejects.toThrow('--soc-rtl applies to --core soc only');
  });

  it('needs --game gomoku and --soc-rtl, and builds its own program', async () => {
    await expect(socServeProgram({ core: 'soc', game: 'blokus', socRtl: '/x', program: undefined })).rejects.toThrow(/use --game gomoku, not blokus/);
    await expect(socServeProgram({ core: 'soc', game: 'gomoku', socRtl: undefined, program: undefined })).rejects.toMatchObject({
      code: 'bad-arguments',
      message: expect.stringContaining('--core soc needs --soc-rtl DIR'),
    });
    await expect(socServeProgram({ core: 'soc', game: 'gomoku', socRtl: '/x', program: 'board --stdio' })).rejects.toThrow(/drop --program/);
  });

  it('names the folder that is not a wujian100 checkout', async () => {
    const empty = tempBuild('soc-not-a-checkout-');
    try {
      await expect(socServeProgram({ core: 'soc', game: 'gomoku', socRtl: empty.dir, program: undefined })).rejects.toMatchObject({
        code: 'bad-board-setup',
        message: expect.stringContaining(`--soc-rtl ${empty.dir} is not a wujian100 checkout`),
      });
    } finally {
      empty.remove();
    }
  });
});
