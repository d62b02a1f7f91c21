import { Button, Group, Modal, Text } from '@mantine/core';
import { CLIENT_MESSAGES } from '@portal/domain/client-messages';
import { useNavigate } from 'react-router';

/** The 'Permission Denied' dialog of spec 01 section 6: Go Back returns to /. */
export function PermissionDenied({ message }: { message: string }) {
  const navigate = useNavigate();
  const goBack = () => void navigate('/');
  return (
    <Modal opened onClose={goBack} title={CLIENT_MESSAGES.permissionDeniedTitle} closeOnClickOutside={false}>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={goBack} data-autofocus>
          Go Back
        </Button>
      </Group>
    </Modal>
  );
}
