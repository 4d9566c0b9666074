import '@mantine/core/styles.css';
import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, finishAppState, startAppState } from './app/app';
import { i18nReady } from './i18n';
import { inATask, nextTask } from './lib/tasks';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// Made in the tasks after the one that runs the modules, not in it, a piece a task: the query cache with
// the first screen's chunk asked for, then the router (it ranks its routes and starts the navigation), then
// each of the first screen's requests. Together they made the longest task of a phone's load. The screen's
// chunk and the catalogue are already downloading (the page preloads them), so nothing waits for them.
const state = nextTask()
  .then(startAppState)
  .then(async (started) => {
    await nextTask();
    return finishAppState(started, inATask);
  });
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
