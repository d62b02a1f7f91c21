// DESIGN.md 'Reference data and pricing': a delivery locality within 150 km of a depot is served
// by it. The gazetteer builds its suburb list with it, and the back office offers it to a new
// depot (issue 26), so both read it here.

export const SERVICE_RADIUS_KM = 150;
