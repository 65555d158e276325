import { describe, it, expect } from 'vitest';
import { createMemoryPair } from '../../../host/transports/memory.ts';
import { transportContract, collect, nextClose, type ContractHarness } from '../../transports-contract/contract.ts';

async function memoryHarness(): Promise<ContractHarness> {
  const [a, b] = createMemoryPair();
  await b.open();
  const far = collect(b);
  return {
    transport: a,
    // The far end is closed by the peer-closes rule whenever `a` closes; reopen it for the next session.
    afterOpen: async () => {
      if (!b.isOpen) await b.open();
    },
    sendFromPeer: (bytes) => b.write(bytes),
    peerReceived: (n) => far.waitFor(n),
    vanish: async () => a.sever('test cut the link'),
    dispose: async () => {
      far.dispose();
      await b.close();
    },
  };
}

transportContract('in-memory pair', memoryHarness, { reopens: true, vanishCause: 'link-lost' });

describe('createMemoryPair', () => {
  it('delivers asynchronously, never inside write()', async () => {
    const [a, b] = createMemoryPair();
    await a.open();
    await b.open();
    const got = collect(b);
    const p = a.write(new Uint8Array([1, 2, 3]));
    expect(got.bytes.length).toBe(0);
    await p;
    expect([...(await got.waitFor(3))]).toEqual([1, 2, 3]);
    got.dispose();
  });

  it('closing one end closes the other with eof', async () => {
    const [a, b] = createMemoryPair(['memory:host', 'memory:board']);
    await a.open();
    await b.open();
    const closed = nextClose(b);
    await a.close();
    expect(await closed).toEqual({ kind: 'eof', detail: 'memory:host closed' });
    expect(b.isOpen).toBe(false);
  });

  it('copies written bytes, so a caller reusing its buffer does not change what arrives', async () => {
    const [a, b] = createMemoryPair();
    await a.open();
    await b.open();
    const got = collect(b);
    const buf = new Uint8Array([7]);
    const p = a.write(buf);
    buf[0] = 9;
    await p;
    expect([...(await got.waitFor(1))]).toEqual([7]);
    got.dispose();
  });
});
