import type { ReceivedMessage } from './received-message.ts';

export interface MessageMatch {
  /** The recipient's address (any case). */
  to: string;
  /** A part of the subject, or a pattern it matches. */
  subject?: string | RegExp;
}

export interface WaitOptions {
  /** A guard against a message that never comes, not a delay: 30 s unless said. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

interface Waiter {
  match: MessageMatch;
  resolve(message: ReceivedMessage): void;
  reject(error: Error): void;
}

function matches(message: ReceivedMessage, match: MessageMatch): boolean {
  if (message.to !== match.to.trim().toLowerCase()) return false;
  if (match.subject === undefined) return true;
  return typeof match.subject === 'string' ? message.subject.includes(match.subject) : match.subject.test(message.subject);
}

function describe(match: MessageMatch): string {
  const subject = match.subject === undefined ? '' : typeof match.subject === 'string' ? ` with a subject containing "${match.subject}"` : ` with a subject matching ${String(match.subject)}`;
  return `a message to ${match.to}${subject}`;
}

/**
 * The mailbox of the test server: every received message, and waiters that are woken by the
 * arrival of their message (no polling). Each message is handed to one waiter only, oldest
 * first, so waiting twice for "the message to alice" gets the first, then the second.
 */
export class Mailbox {
  private readonly received: ReceivedMessage[] = [];
  private readonly unclaimed: ReceivedMessage[] = [];
  private readonly waiters = new Set<Waiter>();
  private closed = false;

  all(): ReceivedMessage[] {
    return [...this.received];
  }

  deliver(message: ReceivedMessage): void {
    this.received.push(message);
    for (const waiter of this.waiters) {
      if (matches(message, waiter.match)) {
        this.waiters.delete(waiter);
        waiter.resolve(message);
        return;
      }
    }
    this.unclaimed.push(message);
  }

  waitFor(match: MessageMatch, options: WaitOptions = {}): Promise<ReceivedMessage> {
    const index = this.unclaimed.findIndex((message) => matches(message, match));
    const [waiting] = index >= 0 ? this.unclaimed.splice(index, 1) : [];
    if (waiting) return Promise.resolve(waiting);
    if (this.closed) return Promise.reject(new Error(`The test SMTP server is closed: ${describe(match)} will not arrive.`));

    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    return new Promise<ReceivedMessage>((resolve, reject) => {
      const guard = setTimeout(() => {
        this.waiters.delete(waiter);
        const seen = this.received.map((message) => `${message.to}: "${message.subject}"`).join('; ') || 'none';
        reject(new Error(`The test SMTP server waited ${timeoutMs / 1000} s for ${describe(match)}, and none came. Received so far: ${seen}.`));
      }, timeoutMs);
      const waiter: Waiter = {
        match,
        resolve: (message) => {
          clearTimeout(guard);
          resolve(message);
        },
        reject: (error) => {
          clearTimeout(guard);
          reject(error);
        },
      };
      this.waiters.add(waiter);
    });
  }

  close(): void {
    this.closed = true;
    for (const waiter of this.waiters) waiter.reject(new Error(`The test SMTP server closed before ${describe(waiter.match)} arrived.`));
    this.waiters.clear();
  }
}
