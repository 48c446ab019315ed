// `npm run bench`: prints figures; it never fails on a target (only the Observatory check,
// a security check, exits with 1 when a test fails that should pass).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchAnalyticsIngest } from './analytics-ingest.mjs';
import { benchAnalyticsPoison } from './analytics-poison.mjs';
import { benchAnalytics } from './analytics-queries.mjs';
import { benchApiThroughput } from './api-throughput.mjs';
import { benchCopyToPostgres } from './copy-to-postgres.mjs';
import { benchImageVariants } from './image-variants.mjs';
import { benchBlogListing } from './blog-listing.mjs';
import { benchLeads } from './leads-queries.mjs';
import { benchLoad } from './load-throughput.mjs';
import { benchNewsletter } from './newsletter-sending.mjs';
import { benchObservatory } from './observatory.mjs';
import { benchPageWeights } from './page-weights.mjs';
import { benchRegex } from './regex-load.mjs';
import { benchReadCacheMemory } from './read-cache-memory.mjs';
import { benchRealtimeFanout } from './realtime-fanout.mjs';
import { benchRenderBusting } from './render-busting.mjs';
import { benchRenderCost } from './render-cost.mjs';
import { benchRestartGap } from './restart-gap.mjs';
import { benchSignInSpray } from './sign-in-spray.mjs';
import { benchSsrThroughput } from './ssr-throughput.mjs';
import { benchStartTime } from './start-time.mjs';
import { benchWebhookDeliveries } from './webhook-deliveries.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const only = process.argv.slice(2);
const wants = (name) => only.length === 0 || only.includes(name);

if (wants('start')) await benchStartTime();
if (wants('api')) await benchApiThroughput();
if (wants('ssr')) await benchSsrThroughput();
if (wants('render-busting')) await benchRenderBusting();
if (wants('weights')) await benchPageWeights();
if (wants('render')) await benchRenderCost();
if (wants('blog')) await benchBlogListing();
if (wants('leads')) await benchLeads();
if (wants('analytics')) await benchAnalytics();
if (wants('load')) await benchLoad();
if (wants('regex')) await benchRegex();
if (wants('read-cache')) await benchReadCacheMemory();
if (wants('images')) await benchImageVariants();
if (wants('analytics-ingest')) await benchAnalyticsIngest();
if (wants('analytics-poison')) await benchAnalyticsPoison();
if (wants('newsletter')) await benchNewsletter();
if (wants('sign-in-spray')) await benchSignInSpray();
if (wants('copy')) await benchCopyToPostgres();
if (wants('restart-gap')) await benchRestartGap();
if (wants('webhook-deliveries')) await benchWebhookDeliveries();
if (wants('realtime')) await benchRealtimeFanout();
// A security check, not a timing: a failing Observatory test (other than the two that need
// https) makes the run exit with 1.
if (wants('observatory') && (await benchObservatory()).length > 0) process.exitCode = 1;

const lighthouse = path.join(repoRoot, 'apps/web/bench/lighthouse.mjs');
if (wants('lighthouse') && existsSync(lighthouse)) {
  const { runLighthouseBench, formatRows } = await import(pathToFileURL(lighthouse).href);
  console.log('\nLighthouse 12.8 (mobile preset) on every page, production server\n');
  console.log(formatRows(await runLighthouseBench()));
}
if (wants('lighthouse-6x') && existsSync(lighthouse)) {
  const { runLighthouseBench, formatRows } = await import(pathToFileURL(lighthouse).href);
  console.log(
    '\nLighthouse 12.8 (mobile preset, CPU slowed 6×) on every page, production server\n',
  );
  console.log(formatRows(await runLighthouseBench({ cpuSlowdown: 6 })));
}

const blogScale = path.join(repoRoot, 'apps/web/bench/blog-scale.mjs');
if (wants('blog-lighthouse') && existsSync(blogScale)) {
  const { runBlogScaleBench } = await import(pathToFileURL(blogScale).href);
  await runBlogScaleBench();
}

const consoleBench = path.join(repoRoot, 'apps/web/bench/console-leads.mjs');
if (wants('console') && existsSync(consoleBench)) {
  const { runConsoleLeadsBench } = await import(pathToFileURL(consoleBench).href);
  await runConsoleLeadsBench();
}
