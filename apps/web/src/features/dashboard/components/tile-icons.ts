import {
  IconBuildingWarehouse,
  IconFileDollar,
  IconFileInvoice,
  IconPackageImport,
  IconPackages,
  IconSignature,
  IconTruck,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';

/** The picture of each dashboard tile, by the tile's name in DASHBOARD_TILES. */
export const TILE_ICONS: Record<string, Icon> = {
  'New Quote': IconFileDollar,
  'New Pickup': IconTruck,
  'New Drop Freight In': IconPackageImport,
  PODs: IconSignature,
  'Existing Quotes': IconFileInvoice,
  'Existing Pickups': IconTruckDelivery,
  'Existing Drop Freight In': IconBuildingWarehouse,
  Consignments: IconPackages,
};
