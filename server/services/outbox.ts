// The local outbox: with demo mode off there is no SMS or mail gateway offline, so every code the server
// "sends" lands here and is readable at GET /outbox (routes/outbox.ts), from this machine only (loopback). Replace it with a
// real gateway before real use (README "Before real use").

export interface Message {
  at: string;
  to: string;
  purpose: string;
  code: string;
}

const KEEP = 50;

export class Outbox {
  private readonly messages: Message[] = [];
  constructor(private readonly now: () => Date) {}

  deliver(purpose: string, to: string, code: string): void {
    this.messages.unshift({ at: this.now().toISOString(), to, purpose, code });
    this.messages.length = Math.min(this.messages.length, KEEP);
    console.log(`[otp] a ${purpose} code for ${to} is in the local outbox (/outbox)`);
  }

  list(): readonly Message[] {
    return this.messages;
  }
}
