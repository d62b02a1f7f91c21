import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards the portal and tracking calls to the Fastify server,
// so the browser sees one origin as it does in production (DESIGN.md, Running).
const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
