import { Providers } from './providers';
import { SessionGate } from './session-gate';

export function App() {
  return (
    <Providers>
      <SessionGate />
    </Providers>
  );
}
