// Requests Node's HTTP parser refuses before they reach the app (a URL or headers over the 16 KB limit,
// malformed request lines) get the platform's error shape instead of Node's empty answer: 431 for
// oversized headers, 408 for a request too slow to arrive (http/listen.ts), 400 otherwise, and the connection is closed, as the parser cannot resync.
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

function answer(status: number, reason: string, code: string, message: string): string {
  const body = JSON.stringify({ errors: [{ code, message }] });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json',
    'X-Content-Type-Options: nosniff',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

export function answerClientErrors(server: Pick<Server, 'on'>): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: unknown }) => {
    // A reset socket, or one already answering a request, cannot take a clean error answer.
    if (err.code === 'ECONNRESET' || !socket.writable || socket._httpMessage) {
      socket.destroy();
      return;
    }
    const text =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? answer(431, 'Request Header Fields Too Large', 'header', 'The request URL or headers are too large.')
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? answer(408, 'Request Timeout', 'timeout', 'The request took too long to arrive.')
          : answer(400, 'Bad Request', 'request', 'The request could not be read.');
    // end() alone half-closes: Node's HTTP server allows half-open sockets, so a slow client that never
    // closes its side kept the connection for good. It is destroyed once the answer is out, or soon.
    socket.end(text, () => socket.destroy());
    setTimeout(() => socket.destroy(), 1_000).unref();
  });
}
