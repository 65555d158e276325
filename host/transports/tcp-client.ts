/** A TCP connection to host:port as a Transport (e.g. the official host's ports 10000/10001). */
import net from 'node:net';
import type { Transport } from './transport.ts';
import { TransportError } from './errors.ts';
import { SessionTransport, SocketSession } from './socket.ts';

export interface TcpClientOptions {
  host?: string;
  port: number;
  /** Give up connecting after this long. Default 5000 ms. */
  connectTimeoutMs?: number;
}

export class TcpClientTransport extends SessionTransport implements Transport {
  private connecting = false;

  constructor(private readonly options: TcpClientOptions) {
    super(`tcp:${options.host ?? '127.0.0.1'}:${options.port}`);
  }

  async open(): Promise<void> {
    if (this.session || this.connecting) throw new TransportError('transport-busy', `${this.description} is already open`, { transport: this.description });
    this.connecting = true;
    try {
      const socket = await new Promise<net.Socket>((resolve, reject) => {
        const s = net.connect({ host: this.options.host ?? '127.0.0.1', port: this.options.port });
        const timer = setTimeout(() => {
          s.destroy();
          reject(this.failed(`no connection within ${this.options.connectTimeoutMs ?? 5000} ms`));
        }, this.options.connectTimeoutMs ?? 5000);
        s.once('connect', () => {
          clearTimeout(timer);
          s.removeAllListeners('error');
          resolve(s);
        });
        s.once('error', (e: NodeJS.ErrnoException) => {
          clearTimeout(timer);
          s.destroy();
          reject(this.failed(e.code ?? e.message));
        });
      });
      this.session = new SocketSession(socket, this.description, this.events, () => (this.session = null));
    } finally {
      this.connecting = false;
    }
  }

  private failed(why: string): TransportError {
    return new TransportError('transport-open-failed', `cannot connect to ${this.description}: ${why}`, { transport: this.description, cause: why });
  }

}
