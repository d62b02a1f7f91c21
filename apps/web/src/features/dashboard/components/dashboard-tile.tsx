import { Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { DashboardTile as Tile } from '@portal/domain/dashboard-tiles';
import { IconLock, IconPackage } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './dashboard-tile.module.css';
import { TILE_ICONS } from './tile-icons';

/**
 * One dashboard tile: a link to its screen when the user holds the permission,
 * otherwise shown disabled and linking back to / (spec 01 section 2).
 */
export function DashboardTile({ tile, allowed }: { tile: Tile; allowed: boolean }) {
  const Icon = TILE_ICONS[tile.name] ?? IconPackage;
  return (
    <UnstyledButton
      component={Link}
      to={allowed ? tile.target : '/'}
      aria-disabled={allowed ? undefined : true}
      className={classes.tile}
      data-disabled={allowed ? undefined : true}
    >
      <Paper withBorder radius="lg" p="lg" className={classes.card}>
        <Stack align="center" gap="sm">
          <ThemeIcon size={64} radius="xl" variant={allowed ? 'light' : 'default'} color={allowed ? 'freight' : 'gray'}>
            <Icon size={36} stroke={1.5} aria-hidden />
          </ThemeIcon>
          <Text fw={600} ta="center" className={classes.name}>
            {tile.name}
          </Text>
          {!allowed && (
            <Text size="xs" className={classes.note} aria-hidden>
              <IconLock size={12} /> No access
            </Text>
          )}
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
