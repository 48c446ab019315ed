import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_SAMPLES } from '../../test/image-samples';
import { testDatabases, useTestApp } from '../../test/test-app';

const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
};
const DOCUMENTS = {
  ...EVERY_ANSWER,
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

describe('security headers', () => {
  const t = useTestApp(testDatabases()[0]!);

  it('sends them on API answers and errors, with a policy that allows nothing', async () => {
    for (const url of ['/healthz', `${t.base}/BlogPost`, '/api/apps/nope/entities/X', '/nowhere']) {
      const response = await t.app.inject({ url });
      expect(response.headers, url).toMatchObject(DOCUMENTS);
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['permissions-policy'], url).toContain('camera=()');
      expect(response.headers, url).not.toHaveProperty('x-powered-by');
      expect(response.headers, url).not.toHaveProperty('server');
    }
  });

  it('lets other sites show uploaded images, and keeps the upload policy', async () => {
    const name = `${'ab'.repeat(16)}.png`;
    await writeFile(path.join(t.config.uploadDir, name), IMAGE_SAMPLES.png);
    const response = await t.app.inject({ url: `/uploads/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject(EVERY_ANSWER);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // Document policies are left off what a page embeds: they would only weigh on each file.
    for (const header of [
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'strict-transport-security',
    ])
      expect(response.headers, header).not.toHaveProperty(header);
  });
});
