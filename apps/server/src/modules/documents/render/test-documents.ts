import { DEMO_GS1_COMPANY_PREFIX, ssccOf } from '@portal/domain/documents/sscc';
import { PNG } from 'pngjs';
import type { ConsignmentDocument, DgLine, DocLine, DocParty, LabelPackage, LabelsDocument, PodDocument } from './document-data';

// Test factories for the renderers (STYLE.md: factories with overrides): realistic Australian
// documents, with the dangerous goods lines a transport document really carries.

export const CARRIER = { name: 'Fortitude Freight Lines', phone: '(07) 5550 0123', website: 'https://freight.example.com.au' };

export const SENDER: DocParty = {
  name: 'Megan Nguyen',
  company: 'Paddington Paint Supplies Pty Ltd',
  street: '14 Latrobe Terrace',
  suburb: 'Paddington',
  state: 'QLD',
  postCode: '4064',
  phone: '(07) 5550 0188',
  email: 'dispatch@paddingtonpaint.example.com.au',
  abn: '51 824 753 556',
};

export const RECEIVER: DocParty = {
  name: 'Tom Gallagher',
  company: 'Parramatta Trade Centre',
  street: 'Unit 3, 27 Church Street',
  suburb: 'Parramatta',
  state: 'NSW',
  postCode: '2150',
  phone: '(02) 5550 0147',
  email: 'receiving@parramattatrade.example.com.au',
  abn: '',
};

export const PAINT: DgLine = {
  unNumber: 'UN1263',
  properShippingName: 'PAINT',
  classOrDivision: '3',
  subsidiaryRisks: [],
  packingGroup: 'II',
  packageType: 'Steel drum',
  packages: 4,
  aggregateQuantity: '80 L',
};

export const HYDROCHLORIC_ACID: DgLine = {
  unNumber: 'UN1789',
  properShippingName: 'HYDROCHLORIC ACID',
  classOrDivision: '8',
  subsidiaryRisks: ['6.1'],
  packingGroup: 'II',
  packageType: 'Plastic jerrican',
  packages: 2,
  aggregateQuantity: '40 L',
};

/** Division 2.1 gases have no packing group. */
export const LPG: DgLine = {
  unNumber: 'UN1075',
  properShippingName: 'PETROLEUM GASES, LIQUEFIED',
  classOrDivision: '2.1',
  subsidiaryRisks: [],
  packingGroup: '',
  packageType: 'Cylinder',
  packages: 3,
  aggregateQuantity: '135 kg',
};

export function buildLine(overrides: Partial<DocLine> = {}): DocLine {
  const line: DocLine = {
    quantity: 2,
    freightType: 'Pallet',
    description: 'Boxed paint accessories',
    reference: 'REF-1001',
    unitWeight: 180,
    weight: 360,
    length: 1.2,
    width: 1.2,
    height: 1,
    cubic: 2.88,
    dg: null,
    ...overrides,
  };
  return line;
}

const DEFAULT_LINES: DocLine[] = [
  buildLine(),
  buildLine({ quantity: 1, freightType: 'Drum', description: 'Solvent-based paint', reference: 'REF-1002', unitWeight: 96, weight: 96, length: 0.6, width: 0.6, height: 0.9, cubic: 0.324, dg: PAINT }),
  buildLine({ quantity: 1, freightType: 'Carton', description: 'Pool acid', reference: 'REF-1003', unitWeight: 44, weight: 44, length: 0.5, width: 0.4, height: 0.4, cubic: 0.08, dg: HYDROCHLORIC_ACID }),
  buildLine({ quantity: 1, freightType: 'Crate', description: 'Gas cylinders 45 kg', reference: 'REF-1004', unitWeight: 150, weight: 150, length: 1, width: 0.8, height: 1.3, cubic: 1.04, dg: LPG }),
];

/** Totals as the documents service works them out from the lines. */
export function totalsOf(lines: DocLine[]): ConsignmentDocument['totals'] {
  const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;
  return {
    items: lines.reduce((sum, l) => sum + l.quantity, 0),
    weight: round(lines.reduce((sum, l) => sum + l.weight, 0), 1),
    cubic: round(lines.reduce((sum, l) => sum + l.cubic, 0), 3),
  };
}

export function buildConsignmentDocument(overrides: Partial<ConsignmentDocument> = {}): ConsignmentDocument {
  const lines = overrides.lines ?? DEFAULT_LINES;
  const hasDg = lines.some((l) => l.dg);
  return {
    carrier: CARRIER,
    conNumber: 'FP900000014',
    createdLocal: '2025-03-12 09:41 AEST',
    pickupNumber: 'PU400123',
    dropIn: null,
    sender: SENDER,
    receiver: RECEIVER,
    depotFrom: { code: 'BNE', town: 'Brisbane' },
    depotTo: { code: 'SYD', town: 'Sydney' },
    service: 'General',
    pickupService: 'Pickup required with forklift',
    deliveryService: 'Tailgate delivery',
    poNumber: 'PO-77120',
    customerRef: 'PAD-SO-5521',
    instructions: 'Deliver to the rear loading dock off George Street. Call the receiver 30 minutes before arrival.',
    totals: totalsOf(lines),
    dangerousGoods: hasDg ? { consignorName: 'Megan Nguyen', emergencyPhone: '1800 160 401' } : null,
    trackingUrl: 'https://freight.example.com.au/#/track/q7Xk2mPz9RtLw4Vb8NcY',
    ...overrides,
    lines,
  };
}

/** `count` packages, each with a fresh SSCC on the demo company prefix. */
export function buildPackages(count: number, overrides: Partial<LabelPackage> = {}): LabelPackage[] {
  return Array.from({ length: count }, (_, i) => ({
    itemNo: i + 1,
    of: count,
    sscc: ssccOf(1, DEMO_GS1_COMPANY_PREFIX, 52_000 + i),
    weight: 96,
    reference: `REF-100${i + 1}`,
    dgClasses: i === 0 ? ['3'] : [],
    unNumbers: i === 0 ? ['UN1263'] : [],
    ...overrides,
  }));
}

export function buildLabelsDocument(overrides: Partial<LabelsDocument> & { count?: number } = {}): LabelsDocument {
  const { count = 1, ...rest } = overrides;
  return { consignment: buildConsignmentDocument(), packages: buildPackages(count), stock: 'thermal', ...rest };
}

/** A small signature: a dark stroke on a transparent background, as signature pads upload. */
export function signaturePng(width = 300, height = 100): Buffer {
  const png = new PNG({ width, height });
  for (let x = 10; x < width - 10; x += 1) {
    const wave = Math.round(height / 2 + Math.sin(x / 14) * (height / 4));
    for (let dy = -2; dy <= 2; dy += 1) {
      const i = ((wave + dy) * width + x) * 4;
      png.data[i] = 20;
      png.data[i + 1] = 30;
      png.data[i + 2] = 90;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

export function buildPodDocument(overrides: Partial<PodDocument> = {}): PodDocument {
  return {
    carrier: CARRIER,
    conNumber: 'FP900000014',
    sender: SENDER,
    receiver: RECEIVER,
    deliveredLocal: '2025-03-14 11:05 AEDT',
    deliveredTown: 'Parramatta',
    event: { code: 55, name: 'Delivered' },
    signedBy: 'T. Gallagher',
    signaturePng: signaturePng(),
    totals: totalsOf(DEFAULT_LINES),
    ...overrides,
  };
}
