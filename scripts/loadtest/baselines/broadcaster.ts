// broadcaster: the bare fanout baseline, a child of the load test. A server with nothing but a
// timer: Socket.IO with its defaults (`--kind sio`, event `tick`) or plain `ws` (`--kind ws`),
// broadcasting a tick-shaped payload `{s, p, t, v}` (t = Date.now() at send) to every client.
//
// Steps: listen on 127.0.0.1 on a free port; print {"port": …, "rss": …}; broadcast `--rate`
// times a second (drift-corrected); on a stdin line `rss` print {"rss": …} (`rss-after-gc`: after a
// full collection, when started with --expose-gc), on `cpu` the CPU seconds it has used
// {"cpuSeconds": …}; exit on SIGTERM or when stdin closes.
//
// Usage: node --import tsx scripts/loadtest/baselines/broadcaster.ts --kind sio|ws --rate 4.5
import { createServer } from 'node:http';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { Server } from 'socket.io';
import { WebSocketServer } from 'ws';

const { values } = parseArgs({
  options: { kind: { type: 'string', default: 'sio' }, rate: { type: 'string', default: '4.5' } },
});
const rate = Number(values.rate);
if (!(rate > 0 && rate <= 10_000) || !['sio', 'ws'].includes(values.kind)) {
  console.error('usage: broadcaster.ts --kind sio|ws --rate <messages per second>');
  process.exit(2);
}

const http = createServer();
let broadcast: (payload: { s: string; p: number; t: number; v: number }) => void;
if (values.kind === 'sio') {
  const io = new Server(http, { serveClient: false });
  broadcast = (payload) => io.emit('tick', payload);
} else {
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
  broadcast = (payload) => {
    const text = JSON.stringify(payload);
    for (const client of wss.clients) client.send(text);
  };
}
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const address = http.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(JSON.stringify({ port, rss: process.memoryUsage.rss() }));

const interval = 1000 / rate;
const started = performance.now();
let sent = 0;
let price = 60_000;
function loop() {
  price += (Math.random() - 0.5) * 10;
  broadcast({ s: 'BASE', p: Math.round(price * 100) / 100, t: Date.now(), v: 0.01 });
  sent++;
  setTimeout(loop, Math.max(0, started + sent * interval - performance.now()));
}
setTimeout(loop, interval);

createInterface({ input: process.stdin })
  .on('line', (line) => {
    const command = line.trim();
    if (command === 'rss-after-gc') (globalThis as { gc?: () => void }).gc?.();
    if (command === 'rss' || command === 'rss-after-gc') {
      console.log(JSON.stringify({ rss: process.memoryUsage.rss() }));
    }
    if (command === 'cpu') {
      const { user, system } = process.cpuUsage();
      console.log(JSON.stringify({ cpuSeconds: (user + system) / 1e6 }));
    }
  })
  .on('close', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
