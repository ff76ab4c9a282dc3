import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setRunningBuild } from '@/lib/app-build';
import { queryClient } from '@/lib/query-client';
import { App } from './app/app';
import { seedInitialData } from './app/initial-data';
import './styles/global.css';

// The data the server sent with the page goes into the cache before the first render: the page's
// query then finds it fresh and asks the API for nothing (docs/decisions/1301).
seedInitialData(queryClient);

// This module is the build's entry script: its URL names the build the tab runs (decision 2510).
if (import.meta.env.PROD) setRunningBuild(import.meta.url);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
