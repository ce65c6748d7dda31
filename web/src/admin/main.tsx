import 'virtual:design-tokens.css';
import './console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Console } from './console.tsx';
import { ConsoleProviders } from './console-providers.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ConsoleProviders>
      <Console />
    </ConsoleProviders>
  </StrictMode>,
);
