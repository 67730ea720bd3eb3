// A stand-in server for serverProcesses.test.ts: the first process supervises two, each of which
// answers with its own process id on the shared port and exits when asked to.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { createLogger } from '#api/lib/logger';
import { superviseServerProcesses } from './serverProcesses.js';

if (cluster.isPrimary) {
  superviseServerProcesses({ count: 2, logger: createLogger('silent') });
} else {
  const server = createServer((request, response) => {
    if (request.url === '/exit') {
      response.end(String(process.pid), () => process.exit(3));
      return;
    }
    response.setHeader('connection', 'close');
    response.end(String(process.pid));
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
