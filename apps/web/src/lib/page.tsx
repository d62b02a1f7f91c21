import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageProps {
  header: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** A signed-in screen: its header type, then the screen in the main landmark. */
export function Page({ header, children, size = 'lg' }: PageProps) {
  return (
    <>
      {header}
      <Container component="main" size={size} py="xl" px="lg">
        {children}
      </Container>
    </>
  );
}
