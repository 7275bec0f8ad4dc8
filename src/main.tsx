// Entry point: choose the language and the scenario from the address, then render the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initialLanguage, readStoredLanguage } from './i18n';
import { useUiStore } from './store';
import { scenarioIdFromSearch } from './store/scenarioLoader';
import { installTestHook } from './ui/testHook';
import './ui/app.css';

if (import.meta.env.DEV) installTestHook();

const { setLanguage, loadScenario } = useUiStore.getState();
setLanguage(initialLanguage(window.location.search, readStoredLanguage(), navigator.languages));
loadScenario(scenarioIdFromSearch(window.location.search));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
