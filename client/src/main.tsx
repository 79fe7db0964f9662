import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles/base.css';
import './app/styles/layout.css';
import './app/styles/components.css';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { registerServiceWorker } from './app/pwa/registerServiceWorker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void bootstrap().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // After the first render: caching the app for the next visit must not slow this one.
  registerServiceWorker();
});
