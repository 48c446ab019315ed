// `npm run bench -- newsletter`: campaign e-mails per second into a local SMTP listener at the
// default settings and at the highest, on SQLite and (with TEST_DATABASE_URL or
// BENCH_DATABASE_URL) PostgreSQL, and the server's memory through a 20,000-recipient send.
// Prints figures only.
import { readFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { onEachDatabase } from './bench-databases.mjs';
import { adminToken, startBenchServer } from './bench-server.mjs';

const RECIPIENTS = Number(process.env.BENCH_NEWSLETTER_RECIPIENTS ?? 20_000);
/** The default settings are rate-bound (50/s): measured over this many seconds, then canceled. */
const DEFAULT_WINDOW_S = Number(process.env.BENCH_DURATION_S ?? 10);
const SETTINGS = [
  { name: 'default (50/s, 5 connections, batch 100)', env: {} },
  {
    name: 'highest rate (10,000/s, 10 connections, batch 1,000)',
    env: { NEWSLETTER_RATE: '10000', NEWSLETTER_CONCURRENCY: '10', NEWSLETTER_BATCH_SIZE: '1000' },
  },
  {
    name: 'highest (10,000/s, 100 connections, batch 5,000)',
    env: { NEWSLETTER_RATE: '10000', NEWSLETTER_CONCURRENCY: '100', NEWSLETTER_BATCH_SIZE: '5000' },
  },
];

/** A local SMTP server that only counts what it accepts. */
async function countingListener() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Resident memory of a process now (VmRSS), in MB. Linux only. */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024);
}

async function api(server, token, method, path, body) {
  const response = await fetch(`${server.url}/api/apps/vitrine${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${await response.text()}`);
  return response.json();
}

/** Confirmed French subscribers, 1,000 per bulk create. */
async function seedSubscribers(server, token, count) {
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, n) => ({
      email: `bench${start + n}@example.com`,
      language: 'fr',
      consent: true,
      confirmed: true,
      consent_note: 'Benchmark',
    }));
    await api(server, token, 'POST', '/entities/NewsletterSubscriber/bulk', batch);
  }
}

async function runOnce(database, dbEnv, settings) {
  const smtp = await countingListener();
  const server = await startBenchServer({ ...dbEnv, SMTP_URL: smtp.url, ...settings.env });
  try {
    const token = await adminToken(server);
    await seedSubscribers(server, token, RECIPIENTS);
    const campaign = await api(server, token, 'POST', '/entities/NewsletterCampaign', {
      subject: 'Lettre de novembre',
      content: '## Les nouveautés\n\nBonjour à **toutes et à tous**, voici les nouvelles du mois.',
      language: 'fr',
    });
    const rss = { start: rssMb(server.pid), peak: 0, end: 0 };
    const started = performance.now();
    await api(server, token, 'POST', `/newsletter/campaigns/${campaign.id}/send`);
    const rateBound = !settings.env.NEWSLETTER_RATE;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      rss.peak = Math.max(rss.peak, rssMb(server.pid));
      const elapsed = (performance.now() - started) / 1000;
      if (rateBound && elapsed >= DEFAULT_WINDOW_S) break;
      const progress = await api(
        server,
        token,
        'GET',
        `/newsletter/campaigns/${campaign.id}/progress`,
      );
      if (progress.status !== 'sending') break;
    }
    const seconds = (performance.now() - started) / 1000;
    const sent = smtp.received();
    rss.end = rssMb(server.pid);
    if (rateBound) await api(server, token, 'POST', `/newsletter/campaigns/${campaign.id}/cancel`);
    return {
      database,
      settings: settings.name,
      'e-mails': sent,
      seconds: seconds.toFixed(1),
      'e-mails/s': Math.round(sent / seconds),
      'RSS start/peak/end MB': `${rss.start} / ${rss.peak} / ${rss.end}`,
    };
  } finally {
    await server.stop();
    await smtp.close();
  }
}

export async function benchNewsletter() {
  console.log(
    `\nNewsletter campaign to ${RECIPIENTS.toLocaleString('en')} confirmed subscribers, into a local SMTP listener (the default settings: the first ${DEFAULT_WINDOW_S} s)\n`,
  );
  const rows = await onEachDatabase(async (database, env) => {
    const out = [];
    for (const settings of SETTINGS) out.push(await runOnce(database, env, settings));
    return out;
  });
  console.table(rows);
}
