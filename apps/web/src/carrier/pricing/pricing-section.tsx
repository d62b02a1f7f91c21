import { Route, Routes } from 'react-router';
import { CardScreen } from './card-screen';
import { ImpactScreen } from './impact-screen';
import { ImportPreviewScreen } from './import-preview-screen';
import { LeviesScreen } from './levies-screen';
import { PriceCheckScreen } from './price-check-screen';
import { PricingDeskScreen } from './desk-screen';
import { VersionScreen } from './version-screen';

/**
 * The pricing desk (issue 27) under #/carrier/pricing: the cards, a card's versions, a version's
 * terms and lanes, what it would cost, an import's preview, the fuel levies and the price check.
 * All of it is the section's lazy chunk: the back office's first screen loads none of it.
 */
export function PricingSection() {
  return (
    <Routes>
      <Route index element={<PricingDeskScreen />} />
      <Route path="cards/:card" element={<CardScreen />} />
      <Route path="versions/:id" element={<VersionScreen />} />
      <Route path="versions/:id/impact" element={<ImpactScreen />} />
      <Route path="imports/:id" element={<ImportPreviewScreen />} />
      <Route path="levies" element={<LeviesScreen />} />
      <Route path="price-check" element={<PriceCheckScreen />} />
    </Routes>
  );
}
