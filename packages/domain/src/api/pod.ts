// GET pod: one proof of delivery (spec 02 section 2, /pod with a podNumber). A POD's number is
// its consignment's: one delivery, one proof.

export interface GetPodInput {
  podNumber: string;
}

export interface Pod {
  podNumber: string;
  conNumber: string;
  /** Epoch milliseconds and 'YYYY-MM-DD HH:mm' at the delivering depot. */
  deliveredAt: number;
  deliveredLocal: string;
  deliveredTown: string;
  signedBy: string;
  /** The signature as a data: URL of its PNG, for an <img>; empty when none was taken (a POD recorded by hand, issue 26). */
  signature: string;
  receiverCompany: string;
  receiverSuburb: string;
}
