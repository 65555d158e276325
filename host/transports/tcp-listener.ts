/**
 * `listen:PORT`: waits for one peer to connect, then is that connection. open() resolves when a
 * peer connects; the listening socket is closed at that moment, so a second peer is refused
 * rather than left hanging. After a close, open() listens again.
 */
import net from 'node:net';
import type { Transport } from './transport.ts';
import { TransportError } from './errors.ts';
import { SessionTransport, SocketSession } from './socket.ts';

export interface TcpListenerOptions {
  /** 0 picks a free port; see `onListening`. */
  port: number;
  /** Default 127.0.0.1: a board emulator is not something to expose to the network by accident. */
  host?: string;
  /** Called with the bound port once listening (useful with port 0). */
  onListening?: (port: number) => void;
}

export class TcpListenerTransport extends SessionTransport implements Transport {
  private server: net.Server | null = null;
  private abortWait: ((e: Error) => void) | null = null;

  constructor(private readonly options: TcpListenerOptions) {
    super(`listen:${options.host ?? '127.0.0.1'}:${options.port}`);
  }

  async open(): Promise<void> {
    if (this.session || this.server) throw new TransportError('transport-busy', `${this.description} is already open`, { transport: this.description });
    const server = net.createServer();
    this.server = server;
    try {
      const socket = await new Promise<net.Socket>((resolve, reject) => {
        this.abortWait = reject;
        server.once('error', (e: NodeJS.ErrnoException) =>
          reject(new TransportError('transport-open-failed', `cannot listen on ${this.description}: ${e.code ?? e.message}`, { transport: this.description, cause: e.code ?? e.message })),
        );
        server.once('connection', resolve);
        server.listen(this.options.port, this.options.host ?? '127.0.0.1', () => {
          const address = server.address();
          if (address && typeof address === 'object') this.options.onListening?.(address.port);
        });
      });
      this.session = new SocketSession(socket, this.description, this.events, () => (this.session = null));
    } finally {
      this.abortWait = null;
      this.server = null;
      // Stops accepting at once; its callback would wait for the accepted socket, so don't await it.
      server.close();
    }
  }

  /** Closes the connection, or stops waiting for one (the pending open() then rejects). */
  override async close(): Promise<void> {
    this.abortWait?.(new TransportError('transport-closed', `${this.description}: closed while waiting for a peer`, { transport: this.description }));
    await super.close();
  }
}
