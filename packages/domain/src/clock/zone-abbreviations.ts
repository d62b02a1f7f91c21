// The Australian abbreviation of a zone's clock (decision 0042). Intl's timeZoneName 'short'
// answers 'AEST' in Node but 'GMT+10' in some Chromium builds for en-AU, so the name is read from
// the offset the zone has at that moment: Australia's mainland zones never share an offset
// across names, and daylight saving is exactly the change of offset (AEST -> AEDT, ACST -> ACDT).

const ABBREVIATIONS: Readonly<Record<number, string>> = {
  480: 'AWST',
  570: 'ACST',
  600: 'AEST',
  630: 'ACDT',
  660: 'AEDT',
};

/** 'AEST' for +10:00 ...; an offset outside the table is written 'UTC+hh:mm'. */
export function zoneAbbreviation(offsetMinutes: number): string {
  const known = ABBREVIATIONS[offsetMinutes];
  if (known) return known;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
