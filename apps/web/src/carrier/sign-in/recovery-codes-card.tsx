import { Button, Code, SimpleGrid, Text } from '@mantine/core';
import { LoginCard } from '../../components/login-card';
import { useStaffSessionStore } from '../session/staff-session-store';

const NO_CODES: readonly string[] = [];

/**
 * The recovery codes, shown once (issue 26): the server keeps only their hashes, and the store
 * keeps them in memory only, so a reload or this button is the last of them.
 */
export function RecoveryCodesCard() {
  const codes = useStaffSessionStore((s) => s.recoveryCodes ?? NO_CODES);
  const done = useStaffSessionStore((s) => s.showRecoveryCodes);
  return (
    <LoginCard heading="Save your recovery codes">
      <Text>
        Each code signs you in once if you cannot use your authenticator app. Keep them somewhere safe: they are not shown
        again.
      </Text>
      <SimpleGrid cols={2} spacing="xs" component="ul" aria-label="Recovery codes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Button onClick={() => done(null)} fullWidth>
        I have saved these codes
      </Button>
    </LoginCard>
  );
}
