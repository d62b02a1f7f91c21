import { Providers } from '../lib/providers';
import { SessionGate } from './session-gate';

export function App() {
  return (
    <Providers>
      <SessionGate />
    </Providers>
  );
}
