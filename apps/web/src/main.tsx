import '@mantine/core/styles.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18nReady } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The reader's catalogue is its own chunk: render once it is loaded (or failed, rather than show nothing).
void i18nReady.then(render, render);
