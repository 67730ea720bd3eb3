import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What the server does with one request: answer it (status and JSON or text body), or never answer ('hang'). */
export type LocalAnswer = { status: number; json?: unknown; text?: string } | 'hang';

/**
 * A vendor stand-in on 127.0.0.1 for adapter tests: records every request and answers each with
 * the handler's answer, so an adapter's real HTTP client (time-outs included) is exercised
 * without the internet.
 */
export async function startLocalHttpServer(handler: (request: ReceivedRequest) => LocalAnswer) {
  const received: ReceivedRequest[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const seen = { method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(seen);
      const answer = handler(seen);
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'Content-Type': answer.json === undefined ? 'text/plain' : 'application/json' });
      response.end(answer.json === undefined ? (answer.text ?? '') : JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
