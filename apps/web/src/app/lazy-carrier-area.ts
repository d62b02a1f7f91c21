import { screen } from './screen-chunk';

/**
 * The carrier's back office (issue 26): a chunk of its own, with Mantine's whole stylesheet, asked
 * for only when the page's path is `#/carrier`. The customer's login card and signed-in screens
 * never import carrier/ (eslint-rules/layers.js), so they never download it.
 */
export const CarrierArea = screen(() => import('../carrier/carrier-area'), 'CarrierArea');
