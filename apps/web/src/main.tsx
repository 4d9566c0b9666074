import '@mantine/core/styles.css';
import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, makeAppState } from './app/app';
import { i18nReady } from './i18n';
import { inATask, nextTask } from './lib/tasks';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// Made in the tasks after the one that runs the modules, not in it, a step a task (`makeAppState`): the
// query cache, the first screen's routes with its chunk asked for, the router (it ranks its routes and
// starts the navigation), then each of the first screen's requests. Together they made the longest task of
// a phone's load. The screen's chunk and the catalogue are already downloading (the page preloads them), so
// nothing waits for them.
const state = nextTask().then(() => makeAppState(nextTask, inATask));
// The first render waits for the first screen's data (its requests were sent before the catalogue and the
// screen's chunk had loaded), for FIRST_DATA_WAIT_MS at most. With answers still arriving while React
// rendered the screen in slices, it rendered the whole screen again synchronously after them (an external
// store it had read had changed): the tee-times page's first commit was one task of 230 ms at 4× CPU, and
// came 400 ms later than now (npm run profile:web).
const FIRST_DATA_WAIT_MS = 1000;
const ready = state.then((made) =>
  Promise.race([
    made.firstScreenData,
    new Promise<void>((done) => setTimeout(done, FIRST_DATA_WAIT_MS)),
  ]).then(() => made),
);
// A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser
// between them, instead of one long task that blocks input.
const render = () =>
  void ready.then((made) =>
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
