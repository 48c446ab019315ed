import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Marketing pages are rendered once at build time and served as precompressed files.
  prerender: ['/', '/en'],
} satisfies Config;
