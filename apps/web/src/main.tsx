import '@mantine/core/styles.css';
import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppState } from './app/app';
import { i18nReady } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// Made now, so the screen's chunk loads while the catalogue does.
const state = createAppState();
// A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser
// between them, instead of one long task that blocks input.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App state={state} />
      </StrictMode>,
    ),
  );
// The reader's catalogue is its own chunk: render once it is loaded (or failed, rather than show nothing).
void i18nReady.then(render, render);
