import { parseDgClass, isNoDgClass } from '@portal/domain/dangerous-goods/dg-classes';
import type { Depot } from '@portal/domain/api/reference';
import { ssccOf } from '@portal/domain/documents/sscc';
import { numberOf } from '@portal/domain/freight/totals';
import { bookingZone } from '@portal/domain/clock/place-zones';
import { placeTime } from '@portal/domain/clock/place-time';
import { SERVICE_LABELS } from '@portal/domain/services/service-values';
import { DELIVERED_CODE, trackingCodeOf } from '@portal/domain/tracking/event-codes';
import type { DocumentsConfig } from '../../config';
import { type ConsignmentRow, depotOf } from '../consignments/service';
import { pickupNumberOf } from '../../db/record-numbers';
import type { PodRow } from '../pods/service';
import type { ConsignmentDocument, DgLine, DocLine, DocParty, LabelPackage, PodDocument } from './render/document-data';
import type { LineRow } from '../../db/freight-lines-repo';

// What a consignment's documents print, worked out from its rows: the renderers (render/) get
// plain values and do no I/O.

/** The SSCC's extension digit: 0 for a carton or other case (GS1 General Specifications 2.2.1). */
const SSCC_EXTENSION = 0;

const partyOf = (row: ConsignmentRow, p: 'sender' | 'receiver'): DocParty => {
  const get = (k: string) => String((row as unknown as Record<string, unknown>)[`${p}${k}`] ?? '');
  return {
    name: get('FullName'),
    company: get('Company'),
    street: get('Street'),
    suburb: get('Suburb'),
    state: get('State'),
    postCode: get('PostCode'),
    phone: get('Phone'),
    email: get('Email'),
    abn: get('Abn'),
  };
};

/** Gases and flammable liquids are declared by volume, everything else by mass (decision 0022). */
const quantityUnit = (classNumber: string) => (classNumber.startsWith('2') || classNumber === '3' ? 'L' : 'kg');

function dgLineOf(item: LineRow): DgLine | null {
  if (isNoDgClass(item.dgClass)) return null;
  const classNumber = parseDgClass(item.dgClass)?.number ?? item.dgClass;
  return {
    unNumber: `UN${item.dgUnCode}`,
    properShippingName: item.dgTechName,
    classOrDivision: classNumber,
    subsidiaryRisks: item.dgSubRisk.split(/[\s,;/]+/).filter((risk) => risk !== '' && risk !== '0'),
    packingGroup: item.dgPackGroup,
    packageType: item.dgPackType,
    packages: numberOf(item.dgPackCount) || 0,
    aggregateQuantity: `${item.dgQty} ${quantityUnit(classNumber)}`,
  };
}

const round = (n: number, places: number) => (Number.isFinite(n) ? Math.round(n * 10 ** places) / 10 ** places : 0);

function lineOf(item: LineRow, dimensionFactor: number): DocLine {
  const quantity = numberOf(item.quantity) || 0;
  const [length, width, height] = [item.length, item.width, item.height].map((d) => round(numberOf(d) / dimensionFactor, 3)) as [number, number, number];
  return {
    quantity,
    freightType: item.type,
    description: item.description,
    reference: item.ref,
    unitWeight: round(numberOf(item.unitWeight), 2),
    weight: round(quantity * numberOf(item.unitWeight), 2),
    length,
    width,
    height,
    cubic: round(quantity * length * width * height, 3),
    dg: dgLineOf(item),
  };
}

const serviceText = (kind: 'pickup' | 'delivery', value: number) =>
  value === 1 || value === 2 || value === 3 ? SERVICE_LABELS[kind][value] : 'Not chosen';

export interface ConsignmentFacts {
  row: ConsignmentRow;
  items: readonly LineRow[];
  depots: readonly Depot[];
  dimensionFactor: number;
}

export function trackingUrlOf(config: DocumentsConfig, trackingId: string): string {
  return `${config.publicUrl}/#/track/${trackingId}`;
}

export function consignmentDocumentOf(config: DocumentsConfig, { row, items, depots, dimensionFactor }: ConsignmentFacts): ConsignmentDocument {
  const lines = items.map((item) => lineOf(item, dimensionFactor));
  const sender = partyOf(row, 'sender');
  const hasDg = lines.some((line) => line.dg !== null);
  return {
    carrier: { name: config.carrierName, phone: config.carrierPhone, website: config.publicUrl },
    conNumber: row.number,
    createdLocal: placeTime(row.createdAt, bookingZone(row.senderState)),
    pickupNumber: row.pickupId === null ? '' : pickupNumberOf(row.pickupId),
    // Drop freight comes to the despatching depot on its drop-in day: the note says where and when.
    dropIn: row.firstStage === 'receival' && row.scheduleDay !== '' ? { depot: depotOf(depots, row.depotFrom), day: row.scheduleDay } : null,
    sender,
    receiver: partyOf(row, 'receiver'),
    depotFrom: depotOf(depots, row.depotFrom),
    depotTo: depotOf(depots, row.depotTo),
    service: [...new Set(lines.map((line) => line.freightType))].join(', '),
    pickupService: serviceText('pickup', row.pickupRequired),
    deliveryService: serviceText('delivery', row.deliveryRequired),
    poNumber: row.poNumber,
    customerRef: row.customerRef,
    instructions: row.instructions,
    lines,
    totals: {
      items: lines.reduce((sum, line) => sum + line.quantity, 0),
      weight: round(lines.reduce((sum, line) => sum + line.weight, 0), 2),
      cubic: round(lines.reduce((sum, line) => sum + line.cubic, 0), 3),
    },
    dangerousGoods: hasDg ? { consignorName: sender.company || sender.name, emergencyPhone: config.dgEmergencyPhone } : null,
    trackingUrl: trackingUrlOf(config, row.trackingId),
  };
}

/** One package per item of every line, in line order ('Item n of N'); `serials` has one per package. */
export function labelPackagesOf(config: DocumentsConfig, doc: ConsignmentDocument, serials: readonly number[]): LabelPackage[] {
  const packages: LabelPackage[] = [];
  const of = serials.length;
  for (const line of doc.lines) {
    for (let i = 0; i < line.quantity && packages.length < of; i += 1) {
      packages.push({
        itemNo: packages.length + 1,
        of,
        sscc: ssccOf(SSCC_EXTENSION, config.gs1CompanyPrefix, serials[packages.length]!),
        weight: line.unitWeight,
        reference: line.reference,
        dgClasses: line.dg ? [line.dg.classOrDivision] : [],
        unNumbers: line.dg ? [line.dg.unNumber] : [],
      });
    }
  }
  return packages;
}

export function podDocumentOf(doc: ConsignmentDocument, pod: PodRow, place: { town: string; local: string }): PodDocument {
  return {
    carrier: doc.carrier,
    conNumber: doc.conNumber,
    sender: doc.sender,
    receiver: doc.receiver,
    deliveredLocal: place.local,
    deliveredTown: place.town,
    event: { code: DELIVERED_CODE, name: trackingCodeOf(DELIVERED_CODE)!.name },
    signedBy: pod.signedBy,
    signaturePng: pod.signature,
    totals: doc.totals,
  };
}
