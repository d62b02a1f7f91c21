import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite-plugins/precompress';

// The dev server forwards the portal, tracking and back office calls to the Fastify server,
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

/**
 * The file name of the entry chunk, once the bundle is written (read by `modulePreload` below,
 * which Vite asks while it finishes the bundle).
 */
const entryChunk = { fileName: '' };

function recordEntryChunk(): Plugin {
  return {
    name: 'record-entry-chunk',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
        entryChunk.fileName = entry?.fileName ?? '';
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), momentTimezoneWithoutData(), recordEntryChunk(), precompress()],
  server: {
    proxy: {
      '/portal': backend,
      '/api': backend,
      '/carrier': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: {
      // The entry's own dynamic imports (the signed-in first screen, asked for before React
      // runs: preload-signed-in.ts) fetch their chunks' imports as the browser meets them. A
      // preload link per chunk, appended one by one while the entry runs, cost a phone some
      // 30 links of a millisecond each before anything showed (issue 24). Every other screen
      // keeps its preload links: they save a round trip when the screen is opened.
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        return hostType === 'js' && hostId === entryChunk.fileName ? [] : deps;
      },
    },
  },
});
