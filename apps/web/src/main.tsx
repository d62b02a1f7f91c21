import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installErrorReporting } from './app/error-reporting';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
installErrorReporting();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
