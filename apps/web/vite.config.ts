import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
// Shared site code: layout, UI primitives, toasts, the form hooks, routing and SEO helpers, the
// shared copy and icons. Page copy, page sections and the lazily loaded form engine stay apart.
// From the contract, only what pages render with: the schemas, client and validation belong to
// the form engine and the console, loaded on demand.
const SHARED_SITE_CODE =
  /[\\/](?:app[\\/](?:components[\\/](?:ui|layout|toast|forms[\\/]use-[\w-]+)|api|routing|seo|data|i18n[\\/](?:common|seo)-copy)|lucide-react|contract[\\/]src[\\/](?:locales|site-pages|entities[\\/]field-options))[\\/.]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Few, well-compressed chunks: every page loads the framework and the shared site code
            // anyway, and each tiny chunk (a button, an icon) would cost a request of its own.
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 2 },
                { name: 'site', test: SHARED_SITE_CODE, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
  },
}));
