import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite-plugins/precompress';

// The dev server forwards the portal and tracking calls to the Fastify server,
// so the browser sees one origin as it does in production (DESIGN.md, Running).
const backend = 'http://localhost:3000';

const HOLIDAY_PARSER = /\/node_modules\/(caldate|date-holidays-parser)\//;

/**
 * date-holidays' parser (the pickup schedule rules) and its caldate import moment-timezone, whose
 * main file loads every zone of the world, some 700 KB. Our calendar of Australia names no zone
 * and has no equinox rules (decision 0021), so no zone is ever converted: those two get the
 * package's data-less build, the same API.
 */
function momentTimezoneWithoutData(): Plugin {
  return {
    name: 'moment-timezone-without-data',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== 'moment-timezone' || !importer || !HOLIDAY_PARSER.test(importer)) return null;
      return this.resolve('moment-timezone/moment-timezone.js', importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [react(), momentTimezoneWithoutData(), precompress()],
  server: {
    proxy: {
      '/portal': backend,
      '/api': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
