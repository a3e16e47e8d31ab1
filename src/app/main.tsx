import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { z } from 'zod';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import './styles.css';

// zod would probe `new Function` once to compile faster parsers; the app's Content-Security-Policy
// forbids eval, so skip the probe instead of logging a blocked-eval violation on every load.
z.config({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

const router = createAppRouter();

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
