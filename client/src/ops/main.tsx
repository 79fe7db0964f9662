import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../app/styles/base.css';
import '../app/styles/components.css';
import './styles/ops.css';
import { OpsApp } from './OpsApp';
import { bootstrap } from './bootstrap';

const root = document.getElementById('root');
if (!root) throw new Error('ops/index.html has no #root element');

void bootstrap().then(() => {
  createRoot(root).render(
    <StrictMode>
      <OpsApp />
    </StrictMode>,
  );
});
