import { Center, Code, Image, Stack, Text } from '@mantine/core';
import type { SecondFactorEnrolment } from '@portal/domain/carrier/staff-session';

/** The secret in groups of four, as most sites print it; authenticator apps ignore the spaces. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The new secret twice: as the QR code an app scans, and as text to type into it by hand. */
export function AuthenticatorKey({ enrolment }: { enrolment: SecondFactorEnrolment }) {
  // A data URL: the server's SVG is shown as an image, never inserted into the page as markup.
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`;
  return (
    <Stack gap="xs">
      <Center>
        <Image src={src} alt="QR code to scan with your authenticator app" w={200} h={200} />
      </Center>
      <Text size="sm" ta="center">
        Or type this key into the app:
      </Text>
      {/* Wrapped, not scrolled: a scrollable region would need a keyboard stop of its own (axe). */}
      <Code block ta="center" fz="md" aria-label="Authenticator key" style={{ overflow: 'visible', whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
        {grouped(enrolment.secret)}
      </Code>
    </Stack>
  );
}
