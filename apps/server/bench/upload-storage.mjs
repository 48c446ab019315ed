// Upload-to-served time of a phone photo (the ~3.4 MB JPEG of image-variants.mjs) with
// UPLOAD_STORAGE=local and =s3 (s3rver on this machine, decision 0032): the upload answer
// (variants made and stored), then the original and its largest variant fetched back. Median of
// RUNS. Figures only: `node apps/server/bench/upload-storage.mjs` after `npm run build`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { adminToken, startBenchServer } from './bench-server.mjs';
import { photoLikeJpeg } from './image-variants.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One upload to `server`, then its original and largest variant fetched back; times in ms. */
async function timeUpload(server, token, photo) {
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'phone.jpg');
  const start = performance.now();
  const response = await fetch(
    `${server.url}/api/apps/vitrine/integration-endpoints/Core/UploadFile`,
    { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form },
  );
  const { file_url: fileUrl, image } = await response.json();
  const answered = performance.now();
  for (const url of [fileUrl, image.variants.at(-1).url]) {
    const served = await fetch(`${server.url}${url}`);
    if (served.status !== 200) throw new Error(`${url}: ${served.status}`);
    await served.arrayBuffer();
  }
  const end = performance.now();
  return { answered: answered - start, fetched: end - answered, served: end - start };
}

export async function benchUploadStorage() {
  const photo = await photoLikeJpeg();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-uploads-'));
  const bucket = 'vitrine-bench';
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(scratch, 's3'),
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();
  try {
    const modes = {
      local: { LOG_LEVEL: 'error', UPLOAD_DIR: path.join(scratch, 'local') },
      s3: {
        LOG_LEVEL: 'error',
        UPLOAD_DIR: path.join(scratch, 's3-temporary'),
        UPLOAD_STORAGE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      },
    };
    console.log(
      `\nUpload storage: ${(photo.length / 1e6).toFixed(1)} MB JPEG, median of ${RUNS}\n`,
    );
    const heads = ['upload answered', 'both fetched', 'upload to served'];
    console.log('storage'.padEnd(10) + heads.map((head) => head.padStart(18)).join(''));
    // Both servers run at once and take turns: a busy machine slows both alike.
    const servers = {};
    for (const [mode, env] of Object.entries(modes)) servers[mode] = await startBenchServer(env);
    try {
      const tokens = {};
      for (const mode of Object.keys(modes)) tokens[mode] = await adminToken(servers[mode]);
      const timings = { local: [], s3: [] };
      for (let run = 0; run < RUNS; run += 1) {
        for (const mode of Object.keys(modes)) {
          timings[mode].push(await timeUpload(servers[mode], tokens[mode], photo));
        }
      }
      for (const [mode, runs] of Object.entries(timings)) {
        const ms = (key) => `${Math.round(median(runs.map((run) => run[key])))} ms`.padStart(18);
        console.log(mode.padEnd(10) + ms('answered') + ms('fetched') + ms('served'));
      }
    } finally {
      await Promise.all(Object.values(servers).map((server) => server.stop()));
    }
  } finally {
    await s3.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchUploadStorage();
