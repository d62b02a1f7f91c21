import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../lib/error-reporting';

/**
 * Shown instead of a screen that failed to render or to load (for example a chunk of an older
 * build after a new release): a plain sentence and a way out, never a stack trace (STYLE.md rule 9).
 */
export function RouteError() {
  const error = useRouteError();
  // What made the screen fail goes to the error-reporting service (issue 12).
  useEffect(() => reportError('error', error), [error]);
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={460}>
        <Stack gap="md">
          <Title order={1} size="h3">
            Something went wrong
          </Title>
          <Text>This screen could not be shown. Reloading the page usually helps.</Text>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
