/** Certification and partner marks shown in the footer; their names and alt texts are in footer.json. */
export const trustMarks = [
  { id: "iso13485", kind: "certification" },
  { id: "iso27001", kind: "certification" },
  { id: "hds", kind: "certification" },
  { id: "gdpr", kind: "certification" },
  { id: "partnerLab", kind: "partner" },
  { id: "partnerUniversity", kind: "partner" },
] as const;

export type TrustMark = (typeof trustMarks)[number];
