// Standalone development: this remote inside a minimal shell, against the API on :4000.
import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@spotter/shared/standalone';
import { declaration } from './declaration';
import section from './section';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StandaloneShell title="classes" section={section} declaration={declaration} />,
  );
