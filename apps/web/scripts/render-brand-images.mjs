// Renders the brand SVGs in scripts/brand/ to the PNG/ICO files in public/ with the system
// Chromium. Run once after changing a drawing: `node apps/web/scripts/render-brand-images.mjs`.
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const here = import.meta.dirname;
const brand = path.join(here, 'brand');
const publicDir = path.join(here, '../public');

const OUTPUTS = [
  { svg: 'og-image.svg', file: 'og-image.png', width: 1200, height: 630 },
  { svg: 'favicon.svg', file: 'favicon.ico', width: 32, height: 32 },
  { svg: 'app-icon.svg', file: 'apple-touch-icon.png', width: 180, height: 180 },
  { svg: 'app-icon.svg', file: 'icon-192.png', width: 192, height: 192 },
  { svg: 'app-icon.svg', file: 'icon-512.png', width: 512, height: 512 },
];

/** An .ico holding one PNG image (supported by every current browser). */
function pngToIco(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const { svg, file, width, height } of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    const markup = await readFile(path.join(brand, svg), 'utf8');
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${markup.replace(
        /width="\d+" height="\d+"/,
        `width="${width}" height="${height}"`,
      )}</body></html>`,
    );
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width, height },
    });
    const output = file.endsWith('.ico') ? pngToIco(png, width) : png;
    await writeFile(path.join(publicDir, file), output);
    await page.close();
  }
  await copyFile(path.join(brand, 'favicon.svg'), path.join(publicDir, 'favicon.svg'));
} finally {
  await browser.close();
}
console.log('brand images written to apps/web/public');
