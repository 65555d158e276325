/**
 * The base of every player that talks to something over a Transport (a board, an engine): the
 * link and its faults, the one awaited reply, the player's events, and starting a game clean
 * after a fault. Subclasses speak the protocol.
 */
import { Listeners } from '../../core/match/listeners.ts';
import type { PlayerEvent, Unsubscribe } from '../../core/match/player.ts';
import { ExecTransport } from '../transports/exec.ts';
import type { Transport } from '../transports/transport.ts';
import { Link, ReplySlot, latin1 } from './link.ts';

export abstract class LinkedPlayer<R> {
  protected readonly link: Link;
  protected readonly reply = new ReplySlot<R>();
  protected readonly events = new Listeners<PlayerEvent>();
  /** Set when the other end may still owe bytes from a reply that was abandoned or garbled. */
  protected dirty = false;

  constructor(readonly transport: Transport) {
    this.link = new Link(transport);
    this.link.onFault((f) => this.reply.settle(f));
    this.link.onError((e) => this.events.emit({ kind: 'log', text: `${transport.description}: ${e.message}` }));
  }

  onEvent(listener: (event: PlayerEvent) => void): Unsubscribe {
    return this.events.add(listener);
  }

  /** Every byte from the other end, as it arrives (except while resyncing). */
  protected abstract onData(bytes: Uint8Array, timeMs: number): void;

  /** Forget any half-read reply: `dropped` bytes never reached `onData`. */
  protected abstract forgetInput(dropped: number): void;

  protected openLink(): Promise<void> {
    return this.link.open((bytes, timeMs) => this.onData(bytes, timeMs));
  }

  /** A reply that was being awaited is abandoned (a timeout): it may still arrive. */
  protected abandonReply(): void {
    if (this.reply.waiting) this.dirty = true;
    this.reply.drop();
  }

  /**
   * Start a game clean. After a fault the other end may still be computing or sending what it
   * owed (a move that came too late, the rest of a garbled reply); read later, those bytes would
   * be taken for the new game's first reply. So wait for the `owed` content bytes (bounded), then
   * for the link to fall silent, and drop what came meanwhile. A program that still had not paid
   * what it owed is restarted: it cannot be silenced any other way. Returns whether it was.
   */
  protected async resync(quietMs: number | undefined, owed = 0): Promise<boolean> {
    const dirty = this.dirty;
    this.dirty = false;
    if (!dirty || this.link.fault) return false;
    const dropped = await this.link.quiet(quietMs, undefined, owed);
    this.forgetInput(dropped.count);
    if (dropped.count) {
      const more = dropped.count > dropped.excerpt.length ? ` (the first ${dropped.excerpt.length} shown)` : '';
      this.events.emit({ kind: 'log', text: `discarded ${dropped.count} stale byte(s) ${JSON.stringify(latin1(dropped.excerpt))}${more} before the new game` });
    }
    if (dropped.settled || !this.restartable) return false;
    this.events.emit({ kind: 'log', text: `${this.transport.description} still owed ${owed} byte(s) of an abandoned reply: restarting it` });
    await this.link.restart();
    return true;
  }

  /** Whether the transport is a program this side started, which `resync` may restart. */
  private get restartable(): boolean {
    return this.transport instanceof ExecTransport;
  }

  protected async closeLink(): Promise<void> {
    await this.link.close();
    this.events.clear();
  }
}
