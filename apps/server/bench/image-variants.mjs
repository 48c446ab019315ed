// Upload of a phone photo: a generated 4032×3024 JPEG (~3.4 MB, smooth shapes and sensor-like
// noise, EXIF orientation 6 and GPS), uploaded to the built server as the admin. Prints the time
// the upload answer took (the original stored), the time until its variants were ready (made in
// the background; before decision 0040 the answer waited for them, so that figure is the old
// answer time), how long a health check waited meanwhile (the event loop stays free), and the
// bytes of every variant. Figures only.
import sharp from 'sharp';
import { adminToken, startBenchServer } from './bench-server.mjs';

const WIDTH = 4032;
const HEIGHT = 3024;

/** A photo-like JPEG: blurred colour blobs, fine noise, a phone's orientation and GPS. */
export async function photoLikeJpeg() {
  const blobs = await sharp({
    create: {
      width: 48,
      height: 36,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 70 },
    },
  })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .blur(12)
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 7 },
    },
  })
    .raw()
    .toBuffer();
  for (let index = 0; index < blobs.length; index += 1) {
    blobs[index] = Math.max(0, Math.min(255, blobs[index] + grain[index] - 128));
  }
  return sharp(blobs, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' } })
    .toBuffer();
}

/** Pings `/readyz` every 20 ms until `done` settles; answers the slowest wait in ms. */
async function slowestPing(url, done) {
  let slowest = 0;
  let finished = false;
  done.finally(() => (finished = true));
  while (!finished) {
    const start = performance.now();
    await fetch(`${url}/readyz`);
    slowest = Math.max(slowest, performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return slowest;
}

export async function benchImageVariants({ appId = 'vitrine' } = {}) {
  const photo = await photoLikeJpeg();
  const server = await startBenchServer();
  try {
    const token = await adminToken(server, appId);
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'phone.jpg');
    const start = performance.now();
    const upload = fetch(`${server.url}/api/apps/${appId}/integration-endpoints/Core/UploadFile`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    let answeredAt = 0;
    const answered = upload.then((response) => {
      answeredAt = performance.now() - start;
      return response;
    });
    const ready = answered.then(async (response) => {
      const { file_url: url } = await response.json();
      // Asked every 50 ms: the figure is at most 50 ms late.
      for (;;) {
        const variants = await fetch(`${server.url}${url}/variants`);
        if (variants.ok) return { fileUrl: url, image: await variants.json() };
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    const [{ fileUrl, image }, slowest] = await Promise.all([
      ready,
      slowestPing(server.url, ready),
    ]);
    const elapsed = performance.now() - start;
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `\nImage variants: ${WIDTH}×${HEIGHT} JPEG of ${kb(photo.length)} (orientation 6)\n`,
    );
    console.log(`upload answered (original stored) ${Math.round(answeredAt)} ms`);
    console.log(`variants ready (old answer time)  ${Math.round(elapsed)} ms`);
    console.log(`slowest /readyz meanwhile         ${Math.round(slowest)} ms`);
    const original = await fetch(`${server.url}${fileUrl}`);
    console.log(
      `original as stored                ${kb((await original.arrayBuffer()).byteLength)}`,
    );
    console.log(`upright size                      ${image.width}×${image.height}\n`);
    console.log(
      'variant'.padEnd(12) + 'avif'.padStart(12) + 'webp'.padStart(12) + 'jpeg'.padStart(12),
    );
    const all = [...image.variants, ...image.cover];
    const sizes = [...new Set(all.map((variant) => variant.url.replace(/^.*-|\.\w+$/g, '')))];
    for (const size of sizes) {
      const cells = [];
      for (const type of ['image/avif', 'image/webp', 'image/jpeg']) {
        const variant = all.find((v) => v.url.includes(`-${size}.`) && v.type === type);
        const bytes = variant
          ? (await (await fetch(`${server.url}${variant.url}`)).arrayBuffer()).byteLength
          : 0;
        cells.push(kb(bytes).padStart(12));
      }
      console.log(size.padEnd(12) + cells.join(''));
    }
  } finally {
    await server.stop();
  }
}
