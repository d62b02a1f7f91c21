import { loginScreenTransfer } from './bundle-size';
import { startBenchServer } from './bench-server';

// The login screen's transfer alone, as run-all.ts measures it: `npx tsx bench/login-wire.ts`,
// WEB_DIST=path/to/another/build to compare builds (issue 26: the back office adds nothing to it).
const { app, base } = await startBenchServer();
try {
  const wire = await loginScreenTransfer(`${base}/`);
  console.log(JSON.stringify({ totalKB: +(wire.totalBytes / 1024).toFixed(1), jsKB: +(wire.byKind.js / 1024).toFixed(1), cssBlockingKB: +(wire.renderBlockingCssBytes / 1024).toFixed(1), requests: wire.requests }));
} finally {
  await app.close();
}
