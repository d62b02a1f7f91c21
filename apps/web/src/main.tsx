// First, so that a signed-in tab asks for the dashboard's chunks before anything else is evaluated.
import './app/preload-signed-in';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installErrorReporting } from './lib/error-reporting';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
installErrorReporting();

// A transition renders in slices that yield to the browser every few milliseconds, so the first
// render is no long task that holds a phone's tap or paint (issue 24).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
