// `npm run bench -- realtime`: 1,000 socket.io clients connected to the built server as the
// admin, each in the room of ContactMessage (as the SDK's subscribe() joins it), then WRITES
// leads created one after the other; for each, the time from the create's answer to each
// client's receipt of its `update_model`: p50, p99 and max. The clients run in this process,
// on the same machine as the server: the figures include their own event-loop delay.
import { io } from 'socket.io-client';
import { adminToken, startBenchServer } from './bench-server.mjs';

const CLIENTS = 1000;
const WRITES = 50;
const CONNECT_BATCH = 50;

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function connect(url, token, onUpdate) {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/ws-user-apps/socket.io/',
      transports: ['websocket'],
      query: { app_id: 'vitrine', token },
      reconnection: false,
    });
    socket.on('update_model', onUpdate);
    socket.once('connect', () => {
      socket.emit('join', 'entities:vitrine:ContactMessage');
      resolve(socket);
    });
    socket.once('connect_error', reject);
  });
}

export async function benchRealtimeFanout() {
  const server = await startBenchServer({
    REALTIME_MAX_CONNECTIONS: String(CLIENTS * 2),
    REALTIME_MAX_CONNECTIONS_PER_ADDRESS: String(CLIENTS * 2),
  });
  const sockets = [];
  try {
    const token = await adminToken(server);
    /** Receipt times by record id. */
    const receipts = new Map();
    const onUpdate = (message) => {
      const at = performance.now();
      const { id } = JSON.parse(message.data);
      const times = receipts.get(id) ?? [];
      times.push(at);
      receipts.set(id, times);
    };
    const connectStart = performance.now();
    for (let start = 0; start < CLIENTS; start += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - start) }, () =>
        connect(server.url, token, onUpdate),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    const connectMs = performance.now() - connectStart;
    // The joins are sent after each connect: let the last ones arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const latencies = [];
    let missed = 0;
    for (let n = 0; n < WRITES; n += 1) {
      const response = await fetch(`${server.url}/api/apps/vitrine/entities/ContactMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          name: `Fan-out ${n}`,
          email: `fanout${n}@example.com`,
          message: 'Bonjour',
          language: 'fr',
        }),
      });
      const answered = performance.now();
      const { id } = await response.json();
      const deadline = answered + 10_000;
      while ((receipts.get(id)?.length ?? 0) < CLIENTS && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const times = receipts.get(id) ?? [];
      missed += CLIENTS - times.length;
      // An event may arrive before the answer is read: that latency counts as 0.
      for (const at of times) latencies.push(Math.max(0, at - answered));
    }
    latencies.sort((a, b) => a - b);
    const ms = (value) => `${value.toFixed(1)} ms`;
    console.log(`\nRealtime fan-out: ${CLIENTS} admin clients in one room, ${WRITES} writes`);
    console.log(`  connected and joined in ${ms(connectMs)}`);
    console.log(
      `  from the write's answer to each client's receipt: p50 ${ms(percentile(latencies, 50))}, ` +
        `p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? NaN)}`,
    );
    console.log(`  events missed: ${missed} of ${CLIENTS * WRITES}`);
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
  }
}
