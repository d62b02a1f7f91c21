import type { LabelStock } from '@portal/domain/documents/document-names';

// What the renderers draw: plain values worked out by the documents service from the database,
// so rendering does no I/O and the same data gives the same PDF.

export interface DocParty {
  /** Contact person. */
  name: string;
  /** Business name. */
  company: string;
  street: string;
  suburb: string;
  state: string;
  postCode: string;
  phone: string;
  email: string;
  /** Sender only; '' when none. */
  abn: string;
}

/**
 * The Australian Dangerous Goods Code's transport-document line (ADG Code 11.1.4 / 5.4.1):
 * UN number, proper shipping name, class or division, subsidiary risks, packing group, package
 * type, number of packages and aggregate quantity.
 */
export interface DgLine {
  /** 'UN1263'. */
  unNumber: string;
  properShippingName: string;
  /** '3', '2.1', '4.1'. */
  classOrDivision: string;
  /** Each subsidiary risk, e.g. ['6.1']; empty when none. */
  subsidiaryRisks: string[];
  /** 'I', 'II', 'III' or '' when the class has none. */
  packingGroup: string;
  packageType: string;
  packages: number;
  /** With its unit: '20 kg' or '20 L'. */
  aggregateQuantity: string;
}

export interface DocLine {
  quantity: number;
  freightType: string;
  description: string;
  reference: string;
  /** kg. */
  unitWeight: number;
  weight: number;
  /** Metres. */
  length: number;
  width: number;
  height: number;
  /** m³ of the line (all its items). */
  cubic: number;
  dg: DgLine | null;
}

export interface Carrier {
  name: string;
  phone: string;
  website: string;
}

export interface ConsignmentDocument {
  carrier: Carrier;
  conNumber: string;
  /** 'YYYY-MM-DD HH:mm AEST' on the sender's state's clock, named (decision 0042). */
  createdLocal: string;
  pickupNumber: string;
  /** Drop freight: the depot the freight is dropped in at and the day (decision 0025); null for a pickup's. */
  dropIn: { depot: { code: string; town: string }; day: string } | null;
  sender: DocParty;
  receiver: DocParty;
  depotFrom: { code: string; town: string };
  depotTo: { code: string; town: string };
  /** The freight type(s) of the lines: 'General', 'Chiller', ... */
  service: string;
  /** 'Pickup required', 'Pickup required with forklift', 'Sender delivers to depot', ... */
  pickupService: string;
  deliveryService: string;
  poNumber: string;
  customerRef: string;
  instructions: string;
  lines: DocLine[];
  totals: { items: number; weight: number; cubic: number };
  /** Present when any line carries dangerous goods. */
  dangerousGoods: { consignorName: string; emergencyPhone: string } | null;
  /** The public tracking page of this consignment (the label's QR code). */
  trackingUrl: string;
}

export interface LabelPackage {
  /** 1..of. */
  itemNo: number;
  of: number;
  /** 18 digits, check digit included. */
  sscc: string;
  /** The package's own weight in kg (its line's weight per item). */
  weight: number;
  reference: string;
  /** Dangerous goods class numbers of the package's line ('3'); empty when none. */
  dgClasses: string[];
  unNumbers: string[];
}

export interface LabelsDocument {
  consignment: ConsignmentDocument;
  packages: LabelPackage[];
  stock: LabelStock;
}

export interface PodDocument {
  carrier: Carrier;
  conNumber: string;
  sender: DocParty;
  receiver: DocParty;
  /** 'YYYY-MM-DD HH:mm AEST' on the delivering depot's clock, named (decision 0042). */
  deliveredLocal: string;
  deliveredTown: string;
  /** The delivery event: its code, and the name the PDF prints ('Delivered'). */
  event: { code: number; name: string };
  signedBy: string;
  /** A PNG, checked on upload. */
  signaturePng: Buffer;
  totals: { items: number; weight: number; cubic: number };
}
