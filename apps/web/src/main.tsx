import '@mantine/core/styles.css';
import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, type AppState, createAppState } from './app/app';
import { i18nReady } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// Made in the task after the one that runs the modules, not in it: the router ranks its sixty-odd routes
// and starts the navigation, which made the page's first task the longest of a phone's load. The screen's
// chunk and the catalogue are already downloading (the page preloads them), so nothing waits for it.
const state = new Promise<AppState>((resolve) => setTimeout(() => resolve(createAppState())));
// A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser
// between them, instead of one long task that blocks input.
const render = () =>
  void state.then((made) =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App state={made} />
        </StrictMode>,
      ),
    ),
  );
// The reader's catalogue is its own chunk: render once it is loaded (or failed, rather than show nothing).
void i18nReady.then(render, render);
